-- A database made by the storage code before the shared query layer (pg_dump of schema version 6 with a few rows), for test/server/storage.test.ts.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts (
    id text NOT NULL,
    name text,
    name_key text,
    password_hash text,
    created_at bigint NOT NULL,
    deleted_at bigint
);


--
-- Name: games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.games (
    id text NOT NULL,
    setup text NOT NULL,
    time_control text NOT NULL,
    public boolean NOT NULL,
    status text NOT NULL,
    result text,
    created_at bigint NOT NULL,
    started_at bigint,
    ended_at bigint,
    opened_by text,
    rematch_id text,
    rated integer DEFAULT 0 NOT NULL,
    CONSTRAINT games_rated_check CHECK ((rated = ANY (ARRAY[0, 1]))),
    CONSTRAINT games_status_check CHECK ((status = ANY (ARRAY['open'::text, 'live'::text, 'ended'::text, 'aborted'::text])))
);


--
-- Name: moves; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.moves (
    game_id text NOT NULL,
    seq integer NOT NULL,
    move text NOT NULL,
    committed_at bigint NOT NULL,
    clock text NOT NULL
);


--
-- Name: rating_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rating_history (
    id bigint NOT NULL,
    account_id text NOT NULL,
    pool text NOT NULL,
    game_id text NOT NULL,
    at bigint NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL
);


--
-- Name: rating_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rating_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: rating_history_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rating_history_id_seq OWNED BY public.rating_history.id;


--
-- Name: ratings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ratings (
    account_id text NOT NULL,
    pool text NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL,
    games integer NOT NULL,
    CONSTRAINT ratings_pool_check CHECK ((pool = ANY (ARRAY['2'::text, '3'::text, '4'::text, '2x2'::text])))
);


--
-- Name: schema_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_version (
    version integer NOT NULL
);


--
-- Name: seats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seats (
    game_id text NOT NULL,
    seat integer NOT NULL,
    secret_hash text NOT NULL,
    name text,
    kind text NOT NULL,
    joined_at bigint,
    level text,
    left_order integer,
    left_reason text,
    player_hash text,
    account_id text,
    CONSTRAINT seats_kind_check CHECK ((kind = ANY (ARRAY['human'::text, 'computer'::text]))),
    CONSTRAINT seats_left_reason_check CHECK ((left_reason = ANY (ARRAY['resigned'::text, 'timeout'::text]))),
    CONSTRAINT seats_level_check CHECK ((level = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text])))
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    id_hash text NOT NULL,
    account_id text NOT NULL,
    created_at bigint NOT NULL,
    last_seen bigint NOT NULL
);


--
-- Name: rating_history id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history ALTER COLUMN id SET DEFAULT nextval('public.rating_history_id_seq'::regclass);


--
-- Data for Name: accounts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.accounts VALUES ('acc-ann', 'Ann', 'ann', 'scrypt$ann', 100, NULL);
INSERT INTO public.accounts VALUES ('acc-bob', 'Bob', 'bob', 'scrypt$bob', 200, NULL);


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.games VALUES ('open', '{"format":"momentum/1","lattice":"square","layout":["...","...","..."],"players":2,"marbles":2}', '{"kind":"none"}', true, 'open', NULL, 2000, NULL, NULL, NULL, NULL, 0);
INSERT INTO public.games VALUES ('rated', '{"format":"momentum/1","lattice":"square","layout":["...","...","..."],"players":2,"marbles":2}', '{"kind":"realtime","minutes":3,"increment":2}', true, 'ended', '{"status":"won","winners":[1],"reason":"all-on-board"}', 1000, 1100, 1300, 'player:key-ann', 'open', 1);


--
-- Data for Name: moves; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.moves VALUES ('rated', 0, 'b2', 1200, '[179000,180000]');
INSERT INTO public.moves VALUES ('rated', 1, 'swap', 1300, '[179000,179500]');


--
-- Data for Name: rating_history; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rating_history VALUES (1, 'acc-ann', '2', 'rated', 1300, 27.635389493140497, 8.06590141354368);
INSERT INTO public.rating_history VALUES (2, 'acc-bob', '2', 'rated', 1300, 22.364610506859503, 8.06590141354368);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ratings VALUES ('acc-ann', '2', 27.635389493140497, 8.06590141354368, 1);
INSERT INTO public.ratings VALUES ('acc-bob', '2', 22.364610506859503, 8.06590141354368, 1);


--
-- Data for Name: schema_version; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_version VALUES (1);
INSERT INTO public.schema_version VALUES (2);
INSERT INTO public.schema_version VALUES (3);
INSERT INTO public.schema_version VALUES (4);
INSERT INTO public.schema_version VALUES (5);
INSERT INTO public.schema_version VALUES (6);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.seats VALUES ('rated', 1, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Ann', 'human', 1000, NULL, NULL, NULL, 'key-ann', 'acc-ann');
INSERT INTO public.seats VALUES ('rated', 2, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'Bob', 'human', 1000, NULL, NULL, NULL, NULL, 'acc-bob');
INSERT INTO public.seats VALUES ('open', 2, '', NULL, 'computer', 2000, 'hard', NULL, NULL, NULL, NULL);
INSERT INTO public.seats VALUES ('open', 1, 'cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc', 'Cy', 'computer', 2000, 'medium', 1, 'resigned', NULL, NULL);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES ('session-ann', 'acc-ann', 300, 300);


--
-- Name: rating_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.rating_history_id_seq', 2, true);


--
-- Name: accounts accounts_name_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_name_key_key UNIQUE (name_key);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: games games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);


--
-- Name: moves moves_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moves
    ADD CONSTRAINT moves_pkey PRIMARY KEY (game_id, seq);


--
-- Name: rating_history rating_history_game_id_account_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_game_id_account_id_key UNIQUE (game_id, account_id);


--
-- Name: rating_history rating_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_pkey PRIMARY KEY (id);


--
-- Name: ratings ratings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_pkey PRIMARY KEY (account_id, pool);


--
-- Name: seats seats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_pkey PRIMARY KEY (game_id, seat);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id_hash);


--
-- Name: games_lobby; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX games_lobby ON public.games USING btree (public, status, created_at);


--
-- Name: games_opened_by; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX games_opened_by ON public.games USING btree (opened_by, status) WHERE (opened_by IS NOT NULL);


--
-- Name: rating_history_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rating_history_account ON public.rating_history USING btree (account_id, pool, id);


--
-- Name: ratings_board; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ratings_board ON public.ratings USING btree (pool, ((mu - ((3)::double precision * sigma))));


--
-- Name: seats_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX seats_account ON public.seats USING btree (account_id) WHERE (account_id IS NOT NULL);


--
-- Name: seats_player; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX seats_player ON public.seats USING btree (player_hash) WHERE (player_hash IS NOT NULL);


--
-- Name: sessions_account; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_account ON public.sessions USING btree (account_id);


--
-- Name: games games_rematch_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_rematch_id_fkey FOREIGN KEY (rematch_id) REFERENCES public.games(id);


--
-- Name: moves moves_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moves
    ADD CONSTRAINT moves_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: rating_history rating_history_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: rating_history rating_history_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rating_history
    ADD CONSTRAINT rating_history_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: ratings ratings_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: seats seats_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: seats seats_game_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id);


--
-- Name: sessions sessions_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- PostgreSQL database dump complete
--


