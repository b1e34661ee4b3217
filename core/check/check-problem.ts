/** One mistake in a funnel or partner file: where it is (file and JSON pointer) and what is wrong. */
export interface CheckProblem {
  file: string;
  /** JSON pointer into the file, '' for the whole file. */
  pointer: string;
  message: string;
}
