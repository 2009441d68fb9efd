-- The season's content as it stood in client/src/content/*.ts, seeded once per database: the migration journal
-- runs this file once (PGlite and Postgres alike), so a date or banner item an organiser deletes stays deleted.
-- The settings document must pass EventSettings (server/src/routes/settings/settings.schemas.ts; settings.test.ts).
INSERT INTO "important_dates" ("label", "date", "end_date") VALUES
  ('Paper submission opens', '2025-06-16', NULL),
  ('Paper submission deadline', '2025-11-28', NULL),
  ('Notification of acceptance', '2025-12-29', NULL),
  ('Early bird registration', '2026-01-25', NULL),
  ('Camera-ready paper submission', '2026-02-16', NULL),
  ('Last date of registration', '2026-02-23', NULL),
  ('Conference dates', '2026-03-06', '2026-03-08');
--> statement-breakpoint
-- One statement gives every row the same now(): the milliseconds added keep the banner in this order. Each item
-- stops showing once what it announces is over (midnight in India after its day), so a site left running after
-- the conference invites no one to register or submit.
INSERT INTO "announcements" ("text", "link", "show_until", "created_at") VALUES
  ('ICNARI 2026 takes place on 6–8 March 2026 at NIT Patna, in hybrid mode — join us on campus or online.', NULL, '2026-03-09T00:00:00+05:30', now()),
  ('Registration closes on 23 February 2026; the early bird rate applies until 25 January 2026.', '/authors/registrations', '2026-02-24T00:00:00+05:30', now() + interval '1 millisecond'),
  ('Authors of accepted papers: camera-ready versions are due by 16 February 2026.', '/authors/paper-submissions', '2026-02-17T00:00:00+05:30', now() + interval '2 milliseconds'),
  ('Three technical sessions on EVs and emerging technologies, renewable energy and photovoltaic cells are part of the programme.', '/programs/technical-session/evs-and-emerging-technologies', '2026-03-09T00:00:00+05:30', now() + interval '3 milliseconds'),
  ('Meet researchers, innovators and industry leaders shaping the next generation of electrical engineering and sustainable technology.', NULL, '2026-03-09T00:00:00+05:30', now() + interval '4 milliseconds'),
  ('⚡ Save the date and be part of ICNARI 2026! 🌱', NULL, '2026-03-06T00:00:00+05:30', now() + interval '5 milliseconds');
--> statement-breakpoint
INSERT INTO "event_settings" ("id", "data") VALUES (1, '{
  "contactEmail": "icnari2026@example.org",
  "phones": ["+91 00000 00001", "+91 00000 00002", "+91 00000 00003"],
  "links": {
    "brochure": "https://example.org/icnari2026/brochure.pdf",
    "submission": "https://cmt3.research.microsoft.com/ICNARI2026",
    "templateWord": "https://example.org/icnari2026/template-word",
    "templateLatex": "https://example.org/icnari2026/template-latex"
  },
  "bank": {
    "accountName": "To be set by the organisers",
    "accountNumber": "To be set by the organisers",
    "bankName": "To be set by the organisers",
    "branch": "To be set by the organisers",
    "ifsc": "To be set by the organisers"
  },
  "fees": {
    "rows": [
      { "category": "Students/Research Scholar", "currency": "INR", "early": { "amount": 6500 }, "late": { "amount": 7500 }, "additionalPaper": { "percent": 50, "of": "the fee" } },
      { "category": "Academicians", "currency": "INR", "early": { "amount": 7500 }, "late": { "amount": 8500 }, "additionalPaper": { "percent": 50, "of": "the fee" } },
      { "category": "Industry Participants", "currency": "INR", "early": { "amount": 9000 }, "late": { "amount": 10000 }, "additionalPaper": { "percent": 50, "of": "the fee" } },
      { "category": "Foreign Authors", "currency": "USD", "early": { "amount": 250 }, "late": { "amount": 280 }, "additionalPaper": { "percent": 50, "of": "the fee" } },
      { "category": "Accompanying Person", "currency": "INR", "early": { "percent": 50, "of": "the registration fee" }, "late": { "percent": 50, "of": "the registration fee" }, "additionalPaper": null }
    ]
  },
  "hotels": [
    { "name": "Hotel The Panache" },
    { "name": "Hotel Sharda Residency" },
    { "name": "The Grand Empire" },
    { "name": "Hotel Maurya" },
    { "name": "Hotel Vrindavan" },
    { "name": "Hotel Gargee Grand" }
  ]
}'::jsonb) ON CONFLICT ("id") DO NOTHING;
