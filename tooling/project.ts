/** The project's root folder (a temporary copy's, when the code runs in one). */
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');
