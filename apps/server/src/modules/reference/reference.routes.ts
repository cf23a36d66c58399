import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DistrictsQuerySchema,
  DistrictsResponseSchema,
  ErrorBodySchema,
  MaterialsResponseSchema,
  PlaceNamesResponseSchema,
  PlacesResponseSchema,
  ReferenceQuerySchema,
  SearchPlacesQuerySchema,
  StatesResponseSchema,
  TruckCapacitiesResponseSchema,
  TruckTypesResponseSchema,
  type Language,
} from '@lorrybazaar/contract';
import { isLanguage, type Cached } from './reference.service.js';

/** Reference data changes only with a deploy; an hour of freshness, then a cheap 304. */
const CACHE_CONTROL = 'public, max-age=3600';

/** `?lang=` when it names one of our languages, else the i18next cookie / Accept-Language. */
export function referenceLanguage(request: FastifyRequest): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(asked) ? asked : request.language;
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached answer with its validators, or 304 when the client already holds it. */
function sendCached<T, D>(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  answer: Cached<T, D>,
) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('content-language', language);
  // Without ?lang the language comes from the cookie or Accept-Language.
  if (!(request.query as { lang?: string }).lang) reply.header('vary', 'Accept-Language, Cookie');
  if (ifNoneMatch(request, answer.etag)) return reply.code(304).send();
  // Serialized once when cached: a JSON string is sent as it is (the tests hold it to the schema).
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

const errors = { 400: ErrorBodySchema };
const tags = ['reference'];

/**
 * Reference data (docs/api.md, Reference data) and location suggestions. Public: the sign-in screens and the
 * profile forms need them before or without a session.
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reference } = app;
  app.get(
    '/Transpoter/getAllMaterials',
    {
      schema: {
        tags,
        summary: 'Materials (cargo types), names in the asked language',
        querystring: ReferenceQuerySchema,
        response: { 200: MaterialsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.materials(lng));
    },
  );

  app.get(
    '/Transpoter/getAllTruckCapacities',
    {
      schema: {
        tags,
        summary: 'Truck capacities with their tonnes, lightest first',
        querystring: ReferenceQuerySchema,
        response: { 200: TruckCapacitiesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.truckCapacities(lng));
    },
  );

  app.get(
    '/Transpoter/getAllTruckTypes',
    {
      schema: {
        tags,
        summary: 'Truck types',
        querystring: ReferenceQuerySchema,
        response: { 200: TruckTypesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.truckTypes(lng));
    },
  );

  app.get(
    '/Transpoter/getAllStates',
    {
      schema: {
        tags,
        summary: 'States and union territories of India, in alphabetical order of the asked language',
        querystring: ReferenceQuerySchema,
        response: { 200: StatesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.states(lng));
    },
  );

  app.get(
    '/Transpoter/getDistrictsByStateId',
    {
      schema: {
        tags,
        summary: "A state's districts, named in the asked language (an unknown state has none)",
        querystring: DistrictsQuerySchema,
        response: { 200: DistrictsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.districts(request.query.states_id, lng));
    },
  );

  app.get(
    '/Transpoter/searchPlaces',
    {
      schema: {
        tags,
        summary:
          'Location suggestions: districts whose name (or "District, State") in any of the seven languages contains q',
        querystring: SearchPlacesQuerySchema,
        response: { 200: PlacesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.places(request.query.q, lng));
    },
  );

  app.get(
    '/Transpoter/getPlaceNames',
    {
      schema: {
        tags,
        summary: 'State and district names (English → the asked language), to show stored places in it',
        querystring: ReferenceQuerySchema,
        response: { 200: PlaceNamesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lng = referenceLanguage(request);
      return sendCached(request, reply, lng, await reference.placeNames(lng));
    },
  );
};
