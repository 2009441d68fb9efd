-- The conference's identity becomes data (issue 32): `conference` in the event-settings document, as it stood in
-- client/src/content/site-config.ts, with `publicUrl` empty (the PUBLIC_URL variable applies while it is). Only a
-- document without one gets it: a restore of an older backup runs this again after its rows are in, and an
-- organiser's own values are never replaced. The value must pass Conference (common/conference-schema.ts;
-- settings.test.ts checks the seeded document).
UPDATE "event_settings" SET "data" = "data" || jsonb_build_object('conference', '{
  "name": "International Conference on Next-Generation Adaptive Research and Innovations",
  "shortName": "ICNARI 2026",
  "acronym": "icnari2026",
  "year": 2026,
  "startDate": "2026-03-06",
  "endDate": "2026-03-08",
  "mode": "hybrid",
  "venue": "NIT Patna",
  "tagline": "Join the most innovative minds for a transformative event that pushes the boundaries of research and innovation.",
  "publicUrl": ""
}'::jsonb)
WHERE "id" = 1 AND NOT ("data" ? 'conference');
