import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Documento, documentoList } from '../../../shared/schemas/documentos';
import { ApiError, api, NetworkError } from '../../lib/api';
import { cachedRead } from '../../offline/read-cache';
import { DocumentoScanner, type ImagemEscaneada } from './DocumentoScanner';
import { DocumentosGaleria } from './DocumentosGaleria';
import { documentosUrl } from './documentos-view';
import { apagarDocumento, enviarDocumentos } from './enviar';
import { documentosQueryKey, perfilQueryKey } from './useDocumentosDoAparelho';

interface LeituraDocumentos {
  documentos: Documento[];
  /** The network failed: the list is the device's copy, or only what waits on it. */
  semConexao: boolean;
}

async function lerDocumentos(pessoaId: string): Promise<LeituraDocumentos> {
  try {
    const read = await cachedRead(`documentos:${pessoaId}`, async () =>
      documentoList.parse(await api.get<unknown>(documentosUrl(pessoaId))),
    );
    return { documentos: read.value.data, semConexao: read.fromCache };
  } catch (error) {
    if (error instanceof NetworkError) return { documentos: [], semConexao: true };
    // A person saved offline is not on the server yet: it has only what waits on the device.
    if (error instanceof ApiError && error.status === 404) return { documentos: [], semConexao: false };
    throw error;
  }
}

export interface DocumentosPessoaProps {
  pessoaId: string;
  casoId: string;
  nomePessoa: string;
  /** Scanner and delete buttons; false shows the documents only. */
  editavel: boolean;
}

/** A saved person's documents, with the scanner when they may be changed; each new one is saved at once. */
export function DocumentosPessoa({ pessoaId, casoId, nomePessoa, editavel }: DocumentosPessoaProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: documentosQueryKey(pessoaId),
    queryFn: () => lerDocumentos(pessoaId),
  });
  // Hidden until asked for, so the form stays short on a phone; a new document opens it, to be seen.
  const [aberto, setAberto] = useState(false);

  const atualizar = () => {
    void queryClient.invalidateQueries({ queryKey: documentosQueryKey(pessoaId) });
    void queryClient.invalidateQueries({ queryKey: perfilQueryKey(pessoaId) });
    // The case's people carry their document counts.
    void queryClient.invalidateQueries({ queryKey: ['caso'] });
  };

  const enviar = async (imagem: ImagemEscaneada) => {
    await enviarDocumentos(pessoaId, casoId, nomePessoa, [{ id: crypto.randomUUID(), ...imagem }]);
    setAberto(true);
    atualizar();
  };

  const apagar = async (documento: { id: string; tipo: Documento['tipo'] }) => {
    const ok = await apagarDocumento(pessoaId, casoId, nomePessoa, documento);
    if (ok) atualizar();
    return ok;
  };

  return (
    <DocumentosGaleria
      pessoaId={pessoaId}
      nomePessoa={nomePessoa}
      servidor={query.data?.documentos ?? []}
      carregando={query.isPending}
      nota={
        query.data?.semConexao ? (
          <Text size="xs" c="dimmed">
            Sem conexão com a Internet: mostrando o que está salvo no aparelho.
          </Text>
        ) : query.isError ? (
          <Text size="xs" c="red" role="alert">
            Erro na requisição!
          </Text>
        ) : null
      }
      aberto={aberto}
      onAbertoChange={setAberto}
      onApagar={editavel ? apagar : undefined}
    >
      {editavel && <DocumentoScanner onImagem={enviar} />}
    </DocumentosGaleria>
  );
}
