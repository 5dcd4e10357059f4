-- A note is dated by the phone that wrote it (its place in the history, however late it arrives),
-- and that clock may be wrong or set back. The server's own time of receipt is kept beside it, so
-- that the report can say both. In a table of its own, with no foreign key: a column added to
-- anotacoes, or a key to it, locks that table inside the migrations' one transaction, and during a
-- rolling upgrade the previous release's note writes, each also locking its case, close a cycle
-- with it (deadlock, reproduced by the upgrade rehearsal). Notes stored before have no receipt
-- (unknown); a note's receipt goes with it when it is deleted (anotacao.service.ts).
CREATE TABLE anotacao_recebimentos (
  anotacao_id uuid PRIMARY KEY,
  recebida_em timestamp with time zone NOT NULL DEFAULT now()
);
