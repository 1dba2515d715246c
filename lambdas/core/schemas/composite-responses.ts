import { z } from 'zod';
import { Theme } from './responses.js';
import { Usage } from './usage.js';

/** Response bodies of the composite operations and of interactive themes (contract §10). */

const RequestId = z.string().meta({ description: 'Same as the X-Request-Id header (for a job result: the job id).' });

export const ClusteringResponse = z
  .object({
    algorithm: z.string().meta({ description: 'The algorithm requested (default `kmeans`).' }),
    clusters: z
      .array(z.object({ clusterId: z.int().min(0), items: z.array(z.string()).min(1).meta({ description: 'The inputs of the cluster, verbatim, in input order.' }) }))
      .meta({ description: 'At most k clusters (fewer when there are fewer distinct inputs), numbered 0, 1… by their first input; every input is in exactly one.' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'ClusteringResponse' });

export const SummariesResponse = z
  .object({
    summary: z.string().min(1).meta({ description: 'The summary in the requested format (bullets one per line starting with "- ", tweets separated by a blank line).' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'SummariesResponse' });

const Bound = z.union([z.string(), z.number()]);

export const DataDictionaryResponse = z
  .object({
    profileVersion: z.string(),
    profileName: z.string(),
    codebook: z
      .object({
        title: z.string(),
        description: z.string(),
        creationDate: z.iso.datetime(),
        language: z.string(),
        variables: z.array(
          z.object({
            variableName: z.string().regex(/^[A-Z][A-Z0-9_]*$/).max(40),
            variableLabel: z.string(),
            type: z.enum(['string', 'numeric', 'date', 'boolean', 'text']),
            scaleLevel: z.enum(['nominal', 'ordinal', 'interval', 'ratio']),
            sourceColumns: z.string(),
            position: z.int().min(1).optional(),
            valueDomainRef: z.string().optional(),
            missingValuesRef: z.string().optional(),
            minValue: Bound.optional(),
            maxValue: Bound.optional(),
            format: z.string().optional(),
            notes: z.string().optional(),
          }),
        ),
        valueDomains: z.array(
          z.object({
            valueDomainId: z.string().regex(/^vd\.[a-z_]+$/),
            label: z.string(),
            domainType: z.enum(['enumeration', 'range', 'free']),
            dataType: z.enum(['string', 'numeric', 'date', 'boolean', 'text']),
            minValue: Bound.optional(),
            maxValue: Bound.optional(),
            description: z.string().optional(),
          }),
        ),
        categories: z.array(z.object({ valueDomainId: z.string(), code: Bound, label: z.string(), order: z.int().min(1), frequency: z.int().min(0).optional() })),
        missingValues: z.array(z.object({ missingValuesId: z.string().regex(/^mv\.[a-z_]+$/), code: Bound, label: z.string() })),
        qualityMetrics: z.object({
          completeness: z.number().min(0).max(1),
          consistency: z.number().min(0).max(1),
          duplicateRows: z.int().min(0),
          totalRows: z.int().min(0),
          totalColumns: z.int().min(0),
        }),
        processingNotes: z.string(),
        generationMethod: z.string(),
        analysisDate: z.iso.datetime(),
      })
      .meta({ description: 'The DDI codebook: a variable per column (UPPER_SNAKE_CASE name, the header as label), value domains and categories of categorical columns, ranges of numeric and date columns, blank cells as missing values.' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'DataDictionaryResponse' });

export const ThemeSetsResponse = z
  .object({
    themeSets: z.array(z.array(Theme).max(50)).min(1).max(3).meta({ description: 'Alternative theme sets, the one found first, then coarser and finer ones (sets that would repeat a theme count are left out).' }),
    requestId: RequestId,
    usage: Usage.optional(),
  })
  .meta({ id: 'ThemeSetsResponse' });

export const COMPOSITE_RESPONSES = {
  clustering: ClusteringResponse,
  summaries: SummariesResponse,
  'data-dictionary': DataDictionaryResponse,
} as const;
