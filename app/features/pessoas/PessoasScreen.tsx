import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import { AddButton, CasoFrame, CasoUnavailable, useMunicipios, useSubtela } from '../../components/form';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { pessoasDoPapel } from './caso-view';
import { useEncaminhamentos } from './form-fields';
import { PessoaForm } from './PessoaForm';
import { PessoaList } from './PessoaList';
import { papelTexts } from './pessoa-texts';
import { VitimaImlForm } from './VitimaImlForm';

const NO_CASO = 'Abra um caso para ver e cadastrar as pessoas envolvidas.';

/**
 * The people of one role in the selected case, and the form that adds one on the same screen
 * (spec §2.3 Person lists, Person add form).
 */
export function PessoasScreen({ papel }: { papel: PessoaPapel }) {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const texts = papelTexts(papel);
  const adicionar = useSubtela('adicionar');
  const iml = useSubtela<string>('iml');
  // Read while online, so the add and edit forms have cities and referral places without signal.
  useMunicipios();
  useEncaminhamentos();

  if (!caso) return <CasoUnavailable title={texts.title} state={read} noCasoText={NO_CASO} />;

  const editable = policy.pode_editar;

  if (adicionar.aberta && editable) {
    return (
      <CasoFrame title={texts.addTitle} caso={caso} back={adicionar.fechar}>
        <PessoaForm papel={papel} caso={caso} onDone={adicionar.fechar} />
      </CasoFrame>
    );
  }

  // The IML's numbers: a member, whatever the window (issue 42).
  const vitimaIml = iml.dados ? caso.vitimas.find((v) => v.id === iml.dados) : undefined;
  if (vitimaIml && policy.pode_emitir_relatorio) {
    return (
      <CasoFrame title="IML da vítima" subtitle={vitimaIml.pessoa.nome} caso={caso} back={iml.fechar}>
        <VitimaImlForm casoId={caso.id} vitima={vitimaIml} onSaved={iml.fechar} />
      </CasoFrame>
    );
  }

  return (
    <CasoFrame
      title={texts.title}
      caso={caso}
      subtitle={null}
      count={pessoasDoPapel(caso, papel).length}
      offline={read.offline}
      policy={policy}
      action={editable && <AddButton label="Adicionar" onClick={() => adicionar.abrir()} />}
    >
      <PessoaList
        papel={papel}
        caso={caso}
        editable={editable}
        onIml={papel === 'vitima' && policy.pode_emitir_relatorio ? (row) => iml.abrir(row.id) : undefined}
      />
    </CasoFrame>
  );
}
