// The tus client in a chunk named for it, loaded by uploadFile when there is a file to send.
export { Upload } from 'tus-js-client';
