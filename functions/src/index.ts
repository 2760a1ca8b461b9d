/** Cloud Functions entry point: exports the triggers only. */
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';

export const api = onRequest({ region: 'us-central1', memory: '1GiB', timeoutSeconds: 300, cors: false }, createApp());
