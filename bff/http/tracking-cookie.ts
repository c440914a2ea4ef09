import type { RequestHandler } from 'express';

/** Stores tracking data of SPEC §3 on arrival, in a cookie that signup reads. (Filled in with signup.) */
export const trackingCookie: RequestHandler = (_req, _res, next) => next();
