export interface Violacao {
  regra: string;
  de: string;
  para: string;
}

export declare function violacoesDeImportacao(baseDir: string): Promise<Violacao[]>;
export declare function caminhosDaApiAMao(baseDir: string): Promise<string[]>;
