-- The three technical sessions (workshops), which were text in client/src/content/workshops.ts, become sessions of
-- the programme (issue 33 item 6): kind 'workshop', their slugs kept (/programs/technical-session/<slug>), their
-- texts, speakers and coordinators in data, published as version 1 so their pages work from the first start.
-- A seed migration: it names this edition's workshops. It writes only into a database with no programme yet (no
-- published version and none of these slugs), so it changes nothing on one that already has a programme.
-- The description is plain text (blank lines between paragraphs); its last paragraph lists the themes, one "- " a
-- line. Speakers and coordinators are `people` (common/programme.ts SessionPerson): the department is part of the
-- institution, and no imageUrl while a person has no portrait (the pages show their initials). Not yet scheduled:
-- start and end stay null until an organiser sets them in /admin/programme.
-- One statement: the sessions and the version that publishes them are written together, or not at all. The
-- snapshot is the published shape (PublishedSession): number from the identity column, sequence 0, no link, no
-- speakers or papers from the lists, lastModified the time of publication; listed in programme order (sessions
-- not yet scheduled by title, then number: programme.snapshot.ts orderSessions).
WITH "fresh" AS (
  SELECT 1 AS "ok"
  WHERE NOT EXISTS (SELECT 1 FROM "programme_versions")
    AND NOT EXISTS (
      SELECT 1 FROM "programme_sessions"
      WHERE "slug" IN ('evs-and-emerging-technologies', 'photovoltaic-cell', 'renewable-energy')
    )
),
"workshops" ("position", "slug", "title", "description", "people") AS (VALUES
  (1, 'evs-and-emerging-technologies', 'Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations',
   'Road transport is a major source of emissions, and moving it to electricity is one of the most direct ways to tackle climate change. Electric and hybrid vehicles are already on our roads, and electric drones — unmanned aerial systems — are finding work in logistics, surveillance, agriculture and last-mile delivery.

Plenty of problems remain open: better batteries and faster charging, rules for sharing the airspace, safety, and dependable AI for autonomous operation. This session looks at where the technology stands and what still has to be solved.

Themes:
- Electric and hybrid vehicles
- Electric drones (UAS) for logistics, surveillance, agriculture and delivery
- Batteries and charging
- Airspace regulation and safety
- AI for autonomy',
   '[ { "name": "Dr. Rajeev Kumar Singh", "role": "Speaker", "designation": "Professor", "institution": "Department of Electrical Engineering, IIT (BHU) Varanasi" }, { "name": "Dr. Ranjan Kumar Behera", "role": "Speaker", "designation": "Associate Professor", "institution": "Department of Electrical Engineering, IIT Patna" }, { "name": "Dr. Avanish Tripathi", "role": "Speaker", "designation": "Assistant Professor", "institution": "Department of Energy Science and Engineering, IIT Delhi" }, { "name": "Chinmay Bera", "role": "Coordinator", "designation": "Research Scholar, Nextgen Adaptive Systems Group", "institution": "Department of Electrical Engineering, NIT Patna", "email": "coordinator-evs-1@example.org" }, { "name": "Md Inayat Ali", "role": "Coordinator", "designation": "Assistant Professor", "institution": "Department of Electrical and Electronics Engineering, Maulana Azad College of Engineering & Technology, Patna", "email": "coordinator-evs-2@example.org" }, { "name": "Chandra Shekhar Singh Chandal", "role": "Coordinator", "designation": "Assistant Professor", "institution": "Department of Electrical and Electronics Engineering, Motihari College of Engineering", "email": "coordinator-evs-3@example.org" } ]'),
  (2, 'photovoltaic-cell', 'Photovoltaic Cells',
   'Photovoltaics are at the heart of the shift to clean electricity, and the technology keeps moving: thin-film devices, perovskite and tandem cells and mature wafer-based silicon each have their own strengths and open questions.

This session covers these cell technologies together with the growing role of AI in PV research and the practical side of connecting solar generation to the grid and to storage.

Themes:
- Thin-film photovoltaics
- Perovskite and tandem cells
- Wafer-based silicon photovoltaics
- AI-driven PV development
- Grid integration and storage',
   '[ { "name": "Dr. Vivek Garg", "role": "Speaker", "designation": "Assistant Professor", "institution": "Department of Electronics and Communication Engineering, SVNIT Surat" }, { "name": "Dr. Brajendra Singh Sengar", "role": "Speaker", "designation": "Assistant Professor", "institution": "Department of Electronics and Communication Engineering, NIT Srinagar" }, { "name": "Dr. Gaurav Siddharth", "role": "Speaker", "designation": "Assistant Professor", "institution": "Department of Electronics and Communication Engineering, NIT Calicut" }, { "name": "Dr. Pritam Kumar", "role": "Coordinator", "designation": "Assistant Professor", "institution": "Department of Electrical Engineering, Government Engineering College Madhubani (DSTTE Bihar)", "email": "coordinator-pv-1@example.org" }, { "name": "Dr. Parshuram Singh", "role": "Coordinator", "designation": "Assistant Professor", "institution": "Department of Electrical and Electronics Engineering, Vignan''s Foundation for Science, Technology and Research, Vadlamudi (AP)", "email": "coordinator-pv-2@example.org" } ]'),
  (3, 'renewable-energy', 'Next-Gen Energy Sources: Renewable Energy Technologies',
   'Solar, wind, hydro and biomass can only carry a modern power system when they are combined with smart energy management, storage and control.

This session explores how these sources come together in practice — in microgrids, in electric mobility and in the smart cities of the future.

Themes:
- Solar, wind, hydro and biomass
- Smart energy management
- Energy storage and control
- Microgrids
- E-mobility and smart cities',
   '[ { "name": "Dr. Sanjoy Kumar Parida", "role": "Speaker", "designation": "Associate Professor", "institution": "Department of Electrical Engineering, IIT Patna" }, { "name": "Dr. PESN Raju", "role": "Speaker", "designation": "Assistant Professor", "institution": "Department of Energy Science and Engineering, IIT Guwahati" }, { "name": "Dr. Saurabh Dutta", "role": "Speaker", "designation": "Research Associate", "institution": "High Voltage Laboratory, University of Manchester, UK" }, { "name": "Rohan Kumar Gupta", "role": "Coordinator", "designation": "Research Scholar, Nextgen Adaptive Systems Group", "institution": "Department of Electrical Engineering, NIT Patna", "email": "coordinator-re-1@example.org" }, { "name": "Rahul Kumar", "role": "Coordinator", "designation": "Workshop Coordinator", "institution": "Department of Electrical Engineering, NIT Patna", "email": "coordinator-re-2@example.org" }, { "name": "Balmukund Kumar", "role": "Coordinator", "designation": "Assistant Professor", "institution": "Department of Electrical Engineering, Government Engineering College Munger", "email": "coordinator-re-3@example.org" } ]')
),
"added" AS (
  INSERT INTO "programme_sessions" ("kind", "title", "slug", "description", "people")
  SELECT 'workshop', w."title", w."slug", w."description", w."people"::jsonb
  FROM "workshops" w CROSS JOIN "fresh"
  ORDER BY w."position"
  RETURNING "id", "number", "kind", "title", "slug", "description", "people", "status"
),
"published_at" AS (
  SELECT now() AS "at", to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "iso"
)
INSERT INTO "programme_versions" ("number", "published_at", "note", "changes", "snapshot")
SELECT
  1,
  p."at",
  'The technical sessions (workshops)',
  jsonb_agg(
    jsonb_build_object(
      'type', 'added',
      'sessionId', a."id"::text,
      'title', a."title",
      'after', jsonb_build_object('start', NULL, 'end', NULL, 'roomId', NULL, 'room', NULL)
    )
    ORDER BY a."title", a."number"
  ),
  jsonb_build_object(
    'rooms', '[]'::jsonb,
    'sessions', jsonb_agg(
      jsonb_build_object(
        '_id', a."id"::text,
        'number', a."number",
        'kind', a."kind",
        'title', a."title",
        'slug', a."slug",
        'description', a."description",
        'start', NULL,
        'end', NULL,
        'roomId', NULL,
        'track', NULL,
        'chairs', '[]'::jsonb,
        'speakers', '[]'::jsonb,
        'people', a."people",
        'papers', '[]'::jsonb,
        'onlineUrl', NULL,
        'status', a."status",
        'sequence', 0,
        'lastModified', p."iso"
      )
      ORDER BY a."title", a."number"
    )
  )
FROM "added" a CROSS JOIN "published_at" p
GROUP BY p."at", p."iso";
