// @ts-check
/**
 * PGlite on disk, made durable. As shipped, PGlite starts PostgreSQL with `-F` (fsync off) and its Node
 * filesystem answers fsync and fdatasync without calling the host: a commit reaches the kernel's page cache,
 * never the disk, so a power cut or a VM reset loses acknowledged saves (electric-sql/pglite#1107).
 *
 * Here PostgreSQL runs with fsync on and `wal_sync_method=fsync`, and the filesystem's fsync reaches the host:
 * - a WAL segment's fsync (every commit asks for one) is grouped: it is noted, one host fsync covers every
 *   commit noted before it started, and the thread holds each answer until the fsyncs asked for before it are
 *   done (`whenDurable`). Saves arriving together share one fsync, as PostgreSQL's own group commit would;
 * - any other fsync (data files at a checkpoint, pg_control, directories) runs at once, after the pending
 *   WAL fsyncs, so nothing on disk ever points past the WAL that is on disk.
 * A failed fsync cannot be retried safely (the kernel may have dropped the dirty pages), so, as PostgreSQL
 * does, the thread stops (`onFatal`): the server answers 503 until it is restarted and recovers from the WAL.
 */
import { closeSync, fstatSync, fsync as fsyncCallback, fsyncSync, openSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const fsyncAsync = promisify(fsyncCallback);

/** PGlite's own start parameters without `-F` (fsync off), and fsync() for the WAL, which the filesystem below serves. */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/**
 * @typedef {{ nfd?: number; node: unknown }} EmscriptenStream
 * @typedef {{ NODEFS: { stream_ops: Record<string, unknown>; realPath(node: unknown): string } }} EmscriptenModule
 */

/** @param {string} path */
function fsyncPath(path) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * @param {string} dataDir
 * @param {(error: unknown) => void} onFatal a host fsync failed: stop serving
 */
export function createDurableNodeFs(dataDir, onFatal) {
  /** WAL fsyncs PostgreSQL asked for, and how many of them are done on the host. */
  let asked = 0;
  let done = 0;
  /** Host fsyncs of WAL files (tests and the benchmark read it). */
  let walSyncs = 0;
  /**
   * WAL files written since the running flush started, and those it is syncing: by inode, each with a host
   * descriptor of our own, opened when PostgreSQL asked. A descriptor, not a path: PostgreSQL renames WAL files
   * right after syncing them (a new segment is written as `xlogtemp.N`, an old one recycled under a new name), and
   * it closes its own descriptor, whose number the host may then give to another file.
   * @type {Map<number, number>}
   */
  let dirty = new Map();
  /** @type {Map<number, number>} */
  let flushing = new Map();
  let running = false;
  /** @type {{ upTo: number; then: () => void }[]} */
  let waiting = [];

  /** @param {number} upTo */
  const markDone = (upTo) => {
    done = Math.max(done, upTo);
    const ready = waiting.filter((wait) => wait.upTo <= done);
    waiting = waiting.filter((wait) => wait.upTo > done);
    for (const wait of ready) wait.then();
  };

  const flush = async () => {
    running = true;
    try {
      while (done < asked) {
        const upTo = asked;
        flushing = dirty;
        dirty = new Map();
        for (const fd of flushing.values()) {
          await fsyncAsync(fd);
          walSyncs += 1;
        }
        for (const fd of flushing.values()) closeSync(fd);
        flushing = new Map();
        markDone(upTo);
      }
    } catch (error) {
      onFatal(error);
    } finally {
      running = false;
    }
  };

  /** Before any other fsync: every WAL file asked for, synchronously (the running flush closes its own). */
  const syncWalNow = () => {
    const upTo = asked;
    for (const fd of flushing.values()) {
      fsyncSync(fd);
      walSyncs += 1;
    }
    for (const fd of dirty.values()) {
      fsyncSync(fd);
      closeSync(fd);
      walSyncs += 1;
    }
    dirty.clear();
    markDone(upTo);
  };

  /** @param {EmscriptenStream} stream @param {EmscriptenModule} mod */
  const fsync = (stream, mod) => {
    try {
      const path = mod.NODEFS.realPath(stream.node);
      if (stream.nfd !== undefined && path.includes('/pg_wal/')) {
        const inode = fstatSync(stream.nfd).ino;
        if (!dirty.has(inode)) dirty.set(inode, openSync(path, 'r'));
        asked += 1;
        if (!running) void flush();
        return 0;
      }
      syncWalNow();
      if (stream.nfd !== undefined) fsyncSync(stream.nfd);
      // NODEFS keeps no host descriptor for a directory: open one to sync its entries.
      else fsyncPath(path);
      return 0;
    } catch (error) {
      onFatal(error);
      // EIO: PostgreSQL PANICs on it, as it should.
      return 29;
    }
  };

  class DurableNodeFS extends NodeFS {
    /** @override @type {NodeFS['init']} */
    async init(pg, opts) {
      const setup = await super.init(pg, opts);
      const preRun = setup.emscriptenOpts.preRun ?? [];
      setup.emscriptenOpts.preRun = [
        ...(Array.isArray(preRun) ? preRun : [preRun]),
        (/** @type {EmscriptenModule} */ mod) => {
          mod.NODEFS.stream_ops.fsync = (/** @type {EmscriptenStream} */ stream) => fsync(stream, mod);
        },
      ];
      return setup;
    }
  }

  return {
    fs: new DurableNodeFS(dataDir),
    /**
     * Runs `then` once every WAL fsync asked for so far is on disk (at once when none is pending).
     * @param {() => void} then
     */
    whenDurable(then) {
      if (done >= asked) then();
      else waiting.push({ upTo: asked, then });
    },
    walSyncs: () => walSyncs,
  };
}
