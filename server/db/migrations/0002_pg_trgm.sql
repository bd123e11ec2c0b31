-- Trigram indexes back the lists' `q` search. In schema public, so that every schema on the search
-- path (the tests use one schema each) shares the one extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
