import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconFileText, IconInfoCircle, IconNotes } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  type PessoaPapel,
  pessoaCaso,
  vinculoCreateRequest,
  vinculoUpdateRequest,
  vitimaCreateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoas';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api';
import type { CasoView, PessoaCasoView } from '../casos/caso-view';
import { pessoasDoPapel } from '../casos/caso-view';
import { salvar } from '../casos/salvar';
import { casoQueryKey } from '../casos/useCaso';
import { type DocumentoNovo, DocumentosNovos, DocumentosPessoa, enviarDocumentos } from '../documentos';
import { CampoArea } from './campos';
import classes from './PessoasScreen.module.css';
import {
  camposDoForm,
  errosNosCampos,
  type ModoForm,
  montarEnvio,
  type PessoaFormSaida,
  type PessoaFormValues,
  primeiroPassoCompleto,
  textosDoPapel,
  valoresIniciais,
} from './pessoa-form';
import { Secao } from './Secao';
import { SecaoCaracteristicas } from './SecaoCaracteristicas';
import { SecaoDadosPessoais } from './SecaoDadosPessoais';
import { SecaoEndereco } from './SecaoEndereco';
import { SecaoVinculo } from './SecaoVinculo';
import { SecaoDadosVitima, SecaoTipificacao } from './SecoesVitima';
import { useEncaminhamentos, useMunicipios } from './useReferencias';

function schemaDo(papel: PessoaPapel, modo: ModoForm) {
  if (papel === 'vitima') return modo === 'criar' ? vitimaCreateRequest : vitimaUpdateRequest;
  return modo === 'criar' ? vinculoCreateRequest : vinculoUpdateRequest;
}

/** Brings the first field marked invalid into view and puts the cursor there. */
function irParaPrimeiroErro(form: HTMLElement | null) {
  // After React has rendered the messages.
  requestAnimationFrame(() => {
    const campo = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!campo) return;
    campo.scrollIntoView({ behavior: 'smooth', block: 'center' });
    campo.focus({ preventScroll: true });
  });
}

export interface PessoaFormProps {
  papel: PessoaPapel;
  caso: CasoView;
  /** The row to edit; absent to add a new person. */
  linha?: PessoaCasoView;
  /** After a save that was sent or queued. */
  onConcluir: () => void;
}

/**
 * The one form of victims, witnesses and suspects, to add and to edit. Adding opens with the first
 * choice only (typification, or link type and victim); the other sections follow.
 */
export function PessoaForm({ papel, caso, linha, onConcluir }: PessoaFormProps) {
  const modo: ModoForm = linha ? 'editar' : 'criar';
  const textos = textosDoPapel(papel);
  const queryClient = useQueryClient();
  const municipios = useMunicipios();
  const encaminhamentos = useEncaminhamentos();
  const formRef = useRef<HTMLFormElement>(null);

  const [valoresDeInicio] = useState(() =>
    valoresIniciais(
      papel,
      linha ?? null,
      caso.vitimas.map((vitima) => vitima.id),
    ),
  );
  const form = useForm<PessoaFormValues, unknown, PessoaFormSaida>({
    // One form type serves the four request schemas; each one's input is a PessoaFormValues.
    resolver: zodResolver(schemaDo(papel, modo)) as unknown as Resolver<
      PessoaFormValues,
      unknown,
      PessoaFormSaida
    >,
    defaultValues: valoresDeInicio,
    shouldFocusError: false,
  });
  const [documentos, setDocumentos] = useState<DocumentoNovo[]>([]);
  const [aConfirmar, setAConfirmar] = useState<PessoaFormSaida | null>(null);
  const [salvando, setSalvando] = useState(false);

  const [crimeId, vinculo] = useWatch({ control: form.control, name: ['vitima.crime_id', 'vinculo'] });
  // Editing opens whole: the first choices were made when the person was added.
  const aberto =
    modo === 'editar' || primeiroPassoCompleto(papel, { vitima: { crime_id: crimeId }, vinculo });

  const jaNoCaso = useMemo(
    () => new Set(pessoasDoPapel(caso, papel).map((row) => row.pessoa.id)),
    [caso, papel],
  );
  const mapaMunicipios = useMemo(() => new Map(municipios.data?.map((m) => [m.id, m])), [municipios.data]);

  const mostrarErrosDoServidor = (error: unknown) => {
    if (!(error instanceof ApiError) || error.issues.length === 0) return;
    const erros = errosNosCampos(error.issues, camposDoForm(form.getValues()));
    for (const { campo, mensagem } of erros) {
      form.setError(campo as Path<PessoaFormValues>, { type: 'server', message: mensagem });
    }
    if (erros.length > 0) irParaPrimeiroErro(formRef.current);
  };

  const enviar = async (saida: PessoaFormSaida) => {
    setSalvando(true);
    try {
      const envio = montarEnvio(saida, {
        papel,
        modo,
        casoId: caso.id,
        linha: linha ?? null,
        municipio: (id) => mapaMunicipios.get(id),
        encaminhamentos: encaminhamentos.data ?? [],
        documentosNovos: documentos.length,
        agora: new Date().toISOString(),
      });
      const resultado = await salvar(envio, {
        sucesso: modo === 'criar' ? textos.sucessoSalvar : textos.sucessoEditar,
      });
      if (!resultado.ok) {
        mostrarErrosDoServidor(resultado.error);
        return;
      }
      // The server may have linked a person it already knew by the CPF: documents go to its id.
      const salva =
        resultado.result.status === 'sent' ? pessoaCaso.safeParse(resultado.result.response) : null;
      const pessoaId = salva?.success ? salva.data.pessoa.id : saida.pessoa.id;
      // Queued behind the person when offline, so the server has the person before its documents.
      if (documentos.length > 0) {
        await enviarDocumentos(pessoaId, caso.id, saida.pessoa.nome, documentos);
      }
      // The profile shows the same person; it must not keep what was just changed.
      void queryClient.invalidateQueries({ queryKey: ['perfil', pessoaId] });
      await queryClient.invalidateQueries({ queryKey: casoQueryKey(caso.id) });
      onConcluir();
    } finally {
      setSalvando(false);
    }
  };

  const submeter = form.handleSubmit(
    async (saida) => {
      if (modo === 'editar') setAConfirmar(saida);
      else await enviar(saida);
    },
    () => irParaPrimeiroErro(formRef.current),
  );

  const nomeAtual = linha?.pessoa.nome ?? '';

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={submeter}
        noValidate
        autoComplete="off"
        aria-label={modo === 'criar' ? textos.novo : `Editar ${textos.tipo}`}
      >
        <Stack gap="md">
          {papel === 'vitima' ? <SecaoTipificacao /> : <SecaoVinculo vitimas={caso.vitimas} />}

          {!aberto && (
            <Alert color="navy" variant="light" icon={<IconInfoCircle size={20} />}>
              {papel === 'vitima'
                ? 'Escolha a tipificação para continuar o cadastro.'
                : 'Escolha o tipo de vínculo e a vítima para continuar o cadastro.'}
            </Alert>
          )}

          {aberto && (
            <>
              {papel === 'vitima' && (
                <SecaoDadosVitima encaminhamentoLido={linha?.vitima?.encaminhamento ?? null} />
              )}
              <SecaoDadosPessoais comBusca={modo === 'criar'} jaNoCaso={jaNoCaso} />
              <SecaoEndereco cidadeLida={linha?.endereco?.cidade ?? null} />
              <SecaoCaracteristicas />
              {linha ? (
                // A card of its own, headed 'Documentos' with the count and the toggle.
                <DocumentosPessoa
                  pessoaId={linha.pessoa.id}
                  casoId={caso.id}
                  nomePessoa={nomeAtual}
                  editavel
                />
              ) : (
                <Secao titulo="Documentos" icone={<IconFileText size={22} />}>
                  <DocumentosNovos value={documentos} onChange={setDocumentos} />
                </Secao>
              )}
              <Secao titulo="Anotações" icone={<IconNotes size={22} />}>
                <CampoArea name="anotacoes" label="Anotações" minRows={4} />
              </Secao>

              <div className={classes.barraSalvar}>
                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  loading={salvando}
                  leftSection={<IconDeviceFloppy size={22} />}
                >
                  Salvar
                </Button>
              </div>
            </>
          )}
        </Stack>
      </form>

      <Modal
        opened={aConfirmar !== null}
        onClose={() => setAConfirmar(null)}
        title={textos.confirmarEditar}
        size={2}
        centered
      >
        <Text c="dimmed" size="sm">
          Os dados de {aConfirmar?.pessoa.nome ?? nomeAtual} serão atualizados neste caso.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAConfirmar(null)}>
            Cancelar
          </Button>
          <Button
            loading={salvando}
            onClick={async () => {
              const saida = aConfirmar;
              if (!saida) return;
              await enviar(saida);
              setAConfirmar(null);
            }}
          >
            Confirmar
          </Button>
        </Group>
      </Modal>
    </FormProvider>
  );
}
