ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_booking_id_bookings_id_fk";
