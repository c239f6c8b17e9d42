-- Answers staff send to a contact inquiry, by mail (api/src/routes/admin/contact-inquiries/replies.ts): several
-- over time, kept in order under the inquiry so the next person who opens it sees what was already said.
CREATE TABLE contact_inquiry_replies (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a reply means nothing without the inquiry it answers.
  inquiry_id integer NOT NULL REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  body       text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 5000),
  -- ON DELETE SET NULL: the reply stays on record when the staff account that sent it is deleted.
  sent_by    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The inquiry's thread, oldest first.
CREATE INDEX contact_inquiry_replies_inquiry_idx ON contact_inquiry_replies (inquiry_id, created_at, id);
