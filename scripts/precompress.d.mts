import type { Plugin } from 'vite';

export declare function precompressDir(dir: string): Promise<string[]>;
export declare function precompress(): Plugin;
