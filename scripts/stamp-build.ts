/** The last step of `npm run build`: stamps dist/ with the hash of its inputs, so `npm start` knows it is current. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBuildStamp } from './ensure-built';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
writeBuildStamp(ROOT, path.join(ROOT, 'dist'));
