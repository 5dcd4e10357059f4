/**
 * Zod's own messages (a number sent as text, an object where a list goes, a value past its limit)
 * reach the user in the API's answer: in Portuguese, like the schemas' own messages, which cover
 * what the app's forms can send.
 */
import { z } from 'zod';

z.config(z.locales.ptBR());
