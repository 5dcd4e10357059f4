import { z } from 'zod';
import { healthResponse, readinessResponse } from '../schemas/health';
import { endpoints } from './endpoint';

export const sistemaEndpoints = endpoints({
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'Estado do servidor e do banco',
    tag: 'sistema',
    access: 'public',
    response: healthResponse,
    alsoAnswers: [503],
    sondagem: true,
  },
  /** Liveness is /health; this says whether a load balancer should send requests here. */
  getReadiness: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Se este nó deve receber requisições (banco alcançável, migrações feitas, não encerrando)',
    tag: 'sistema',
    access: 'public',
    response: readinessResponse,
    alsoAnswers: [503],
    sondagem: true,
  },
  getOpenApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'Este documento',
    tag: 'sistema',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
    hidden: true,
  },
});
