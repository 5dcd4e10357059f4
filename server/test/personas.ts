/** The people integration tests act as: the demo user of each role, and one with no role. */
import { DEMO_PASSWORD } from '../db/seed-demo';

export { DEMO_PASSWORD };

export const PERSONAS = {
  admin: { matricula: '1000001', password: DEMO_PASSWORD },
  delegado: { matricula: '1000002', password: DEMO_PASSWORD },
  investigador: { matricula: '1000003', password: DEMO_PASSWORD },
  escrivao: { matricula: '1000004', password: DEMO_PASSWORD },
  perito: { matricula: '1000005', password: DEMO_PASSWORD },
  semAcesso: { matricula: '1000099', password: 'sem-acesso-2026' },
} as const;

export type PersonaName = keyof typeof PERSONAS;

export const TEMPLATE_DATABASE = 'rip_template';
