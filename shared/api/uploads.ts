/**
 * The resumable uploads (tus: POST, HEAD, PATCH under this path, then the upload's id). Outside the
 * endpoint table, whose entries are one request each; `createVestigio` and the documents name the
 * finished uploads (shared/api/vestigios.ts).
 */
export const uploadsEndpoint = { path: '/uploads' } as const;
