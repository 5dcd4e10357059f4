/**
 * The OpenAPI document, generated from the endpoint table. Uploads are read by our own multipart
 * code rather than validated by Fastify, so their request bodies are described here: the text
 * fields' schema and the file part.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENDPOINTS } from '../../shared/api';
import type { Endpoint } from '../../shared/api/endpoint';
import { API_PREFIX } from '../../shared/constants';

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type Operation = { requestBody?: unknown; responses?: Record<string, unknown> };

function openApiPath(endpoint: Endpoint): string {
  return `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
}

function withUploads(document: Document): Document {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const endpoint of Object.values(ENDPOINTS) as Endpoint[]) {
    const operation = paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
    if (!operation || !endpoint.upload) continue;
    const { fields, file } = endpoint.upload;
    type Shape = { properties?: Record<string, unknown>; required?: string[] };
    const generated = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as Shape & {
      $ref?: string;
      $defs?: Record<string, Shape>;
    };
    // A schema with an id comes as a reference to its definition.
    const schema = generated.$ref
      ? (generated.$defs?.[generated.$ref.split('/').pop() ?? ''] ?? {})
      : generated;
    operation.requestBody = {
      required: true,
      description: `Campos de texto antes do arquivo; o arquivo (${file.contentTypes.join(', ')}) até ${Math.round(file.maxBytes / 1024 / 1024)} MB.`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...schema.properties, [file.field]: { type: 'string', format: 'binary' } },
            required: [...(schema.required ?? []), file.field],
          },
          encoding: { [file.field]: { contentType: file.contentTypes.join(', ') } },
        },
      },
    };
  }
  return document;
}

export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'rip-app API', version, description: 'API do Registro de Investigação Preliminar' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withUploads(jsonSchemaTransformObject(input)),
  });
}
