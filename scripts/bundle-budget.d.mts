export interface Budget {
  login: { kib: number; startup: string[]; chunks_kib?: Record<string, number> };
  hub: { kib: number; chunks: string[]; chunks_kib?: Record<string, number> };
  home: { kib?: number; chunks: string[]; chunks_kib?: Record<string, number> };
  precache: { kib: number; chunks_kib?: Record<string, number> };
}

export type Measured = Record<'login' | 'hub' | 'home' | 'precache', Map<string, number>>;

export declare function measure(dir: string, budget: Budget): Measured;
export declare function judge(measured: Measured, budget: Budget): { lines: string[]; over: string[] };
