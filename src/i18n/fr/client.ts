import { app } from './app.ts';
import { auth } from './auth.ts';
import { content } from './content.ts';
import { errors } from './errors.ts';

/**
 * The areas the browser translates with t(): only these ship in the entry bundle. Texts used by one
 * lazy page only live in their own module, imported by that page (e.g. ./auth-pages.ts), and texts
 * only the server sends are in ./index.ts alone.
 */
// Field messages (docs/product.md#validation) are not here: forms translate rule keys with fieldMessage() (field-message.ts),
// which imports ./validation.ts itself, so they load with the form pages only.
export const frClient = { app, errors, content, auth } as const;
export type ClientDictionary = typeof frClient;
