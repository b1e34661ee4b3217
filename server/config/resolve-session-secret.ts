/**
 * SESSION_SECRET when set; else a secret generated once and kept in DATA_DIR, so cookies stay valid
 * across restarts of a single machine. Several processes must share one SESSION_SECRET (DEPLOY.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldOf } from '../../core/is-record';

const FILE_NAME = 'session-secret';
/** @fastify/cookie signs with HMAC-SHA256; shorter secrets are guessable. */
const MIN_LENGTH = 32;

export function resolveSessionSecret(fromEnv: string | undefined, dataDir: string): string {
  try {
    return readOrCreate(fromEnv, dataDir);
  } catch (error) {
    const code = fieldOf(error, 'code');
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') {
      throw new Error(
        `DATA_DIR ${dataDir} cannot be read or written by the server (${code}): give the server's user read and write access to it, set DATA_DIR to a folder it can write, or set SESSION_SECRET.`,
        { cause: error },
      );
    }
    throw error;
  }
}

function readOrCreate(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`SESSION_SECRET must be at least ${MIN_LENGTH} characters long`);
    return fromEnv;
  }
  const file = join(dataDir, FILE_NAME);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_LENGTH) return stored;
  } catch (error) {
    if (fieldOf(error, 'code') !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it meanwhile; then use theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (fieldOf(error, 'code') !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
