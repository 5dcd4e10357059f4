/** What `vite build` reads. */
export declare const BUILD_INPUTS: readonly string[];
/** Missing, or older than the newest file it is built from. */
export declare function buildIsStale(root: string): boolean;
/** Runs `vite build`; false when it failed. */
export declare function buildApp(root: string): boolean;
