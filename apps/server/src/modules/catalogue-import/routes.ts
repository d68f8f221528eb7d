import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_KINDS,
  catalogueKindSchema,
  importReportSchema,
  type CatalogueKind,
} from '@electrobench/contracts/components';
import { HttpError } from '../../lib/http-errors';
import { readUpload } from '../../lib/read-upload';
import { REQUEST_LIMITS } from '../../lib/request-limits';
import { NUL_MESSAGE, findNul, nestsDeeperThan } from '../../plugins/input-guard';
import { uploadScope } from '../../plugins/upload-scope';
import { CATALOGUE_SPECS } from './catalogue-kinds';
import { importCatalogue } from './import-service';
import { UploadShapeError, csvRecords, jsonRecords, type SourceRecord } from './record-source';

const TOO_LARGE = `An upload is at most ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB; split the catalogue into several files.`;

function parseJson(text: string): unknown {
  if (nestsDeeperThan(text, REQUEST_LIMITS.jsonDepth)) {
    throw new UploadShapeError(`The JSON nests deeper than ${REQUEST_LIMITS.jsonDepth} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UploadShapeError('The file is not valid JSON.');
  }
}

/** CSV text with a NUL byte is a binary file (or a broken one); PostgreSQL could not store it anyway. */
function csvText(bytes: Buffer): Readable {
  if (bytes.includes(0))
    throw new UploadShapeError('The file is not a CSV text file (it contains NUL bytes).');
  return Readable.from([bytes]);
}

/**
 * The whole upload, received and checked before any database work: multipart "file" (CSV or
 * JSON), a raw text/csv body, or an application/json body (already parsed and NUL-checked).
 */
async function recordsOf(
  request: FastifyRequest,
  columns: readonly string[],
  optional: readonly string[],
): Promise<AsyncIterable<SourceRecord> | Iterable<SourceRecord>> {
  if (request.isMultipart()) {
    const file = await request.file({ limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1 } });
    if (!file) throw new UploadShapeError('Attach the catalogue as the form field "file".');
    const bytes = await readUpload(file.file, CATALOGUE_IMPORT_MAX_BYTES, TOO_LARGE);
    const isJson = file.mimetype === 'application/json' || file.filename.toLowerCase().endsWith('.json');
    if (!isJson) return csvRecords(csvText(bytes), columns, optional);
    const value = parseJson(bytes.toString('utf8'));
    if (findNul(value)) throw new UploadShapeError(NUL_MESSAGE);
    return jsonRecords(value, columns);
  }
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.startsWith('application/json')) return jsonRecords(request.body, columns);
  if (!(request.body instanceof Readable)) {
    throw new UploadShapeError('Send the catalogue as multipart "file", text/csv or application/json.');
  }
  return csvRecords(
    csvText(await readUpload(request.body, CATALOGUE_IMPORT_MAX_BYTES, TOO_LARGE)),
    columns,
    optional,
  );
}

async function answer(reply: FastifyReply, run: () => Promise<z.infer<typeof importReportSchema>>) {
  try {
    const report = await run();
    if (report.committed) return report;
    // The error contract's issue list carries the rejected lines (loc: ["file", line]) so any
    // client reads them like other 422s; the full report rides along for API users.
    const summary = `${report.rejected_count} row(s) rejected; nothing was imported. Fix them and upload the file again.`;
    const detail = [
      { loc: ['file'], msg: summary, type: 'import_refused' },
      ...report.rejected.map((row) => ({
        loc: ['file', row.line],
        msg: row.errors.join('; '),
        type: 'row_rejected',
      })),
    ];
    return reply.code(422).send({ detail, report });
  } catch (error) {
    if (error instanceof UploadShapeError) return reply.code(422).send({ detail: error.message });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    throw error;
  }
}

export async function catalogueImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin components'];
  // Raw CSV bodies are handed to the route as a stream and parsed row by row.
  app.addContentTypeParser(['text/csv', 'text/plain'], (_request, payload, done) => done(null, payload));

  r.get(
    '/admin/catalogue-import/kinds',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        response: { 200: z.array(catalogueKindSchema) },
      },
    },
    async () =>
      CATALOGUE_KINDS.map((kind) => ({
        kind,
        columns: [...CATALOGUE_SPECS[kind].columns],
        optional_columns: [...CATALOGUE_SPECS[kind].optionalColumns],
        matched_by: CATALOGUE_SPECS[kind].matchedBy,
      })),
  );

  await uploadScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/catalogue-import/:kind',
      {
        config: { access: 'admin' },
        bodyLimit: CATALOGUE_IMPORT_MAX_BYTES,
        // Receiving is bounded on its own (REQUEST_LIMITS.uploadReadMs); writing a whole catalogue
        // on the embedded database may take minutes.
        handlerTimeout: 10 * 60_000,
        schema: {
          tags,
          description:
            'Bulk upsert of a catalogue by natural key. Send multipart/form-data with a "file" (.csv or .json), ' +
            'or a text/csv or application/json body. The columns are those of the seed CSV (GET .../kinds). ' +
            'Every row is validated; if any is rejected nothing is written and the answer is 422 with ' +
            '"detail": a summary issue then one issue per rejected line (loc ["file", line]), and "report".',
          consumes: ['multipart/form-data', 'text/csv', 'application/json'],
          params: z.object({ kind: z.enum(CATALOGUE_KINDS) }),
          response: { 200: importReportSchema },
        },
      },
      async (request, reply) => {
        const kind: CatalogueKind = request.params.kind;
        const { columns, optionalColumns } = CATALOGUE_SPECS[kind];
        return answer(reply, async () =>
          importCatalogue(app.ctx.db, kind, await recordsOf(request, columns, optionalColumns)),
        );
      },
    );
  });
}
