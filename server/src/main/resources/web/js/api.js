// Talking to the table server: the HTTP API (games, tables, seats, records) and a table's WebSocket.

/** An error answer of the server: its code and sentence, and the seconds of its Retry-After (or null). */
export class ApiError extends Error {
  constructor(code, message, retryAfter = null) {
    super(message);
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

async function request(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const wait = Number.parseInt(res.headers.get('Retry-After') ?? '', 10);
    throw new ApiError(data.code ?? String(res.status), data.message ?? res.statusText, Number.isNaN(wait) ? null : wait);
  }
  return data;
}

export const getGames = () => request('GET', '/api/games');
/** The tables with one of {@code statuses} (a list), e.g. ['open', 'playing']. */
export const listTables = (statuses) =>
  request('GET', `/api/tables?status=${encodeURIComponent(statuses.join(','))}`);
export const getTable = (id) => request('GET', `/api/tables/${encodeURIComponent(id)}`);
/** A new match with the same seats after table {@code id}'s match; the old seat's token names the seat. */
export const playAgain = (id, token, clientSeed) =>
  request('POST', `/api/tables/${encodeURIComponent(id)}/again`, { token, client_seed: clientSeed });
export const createTable = (spec) => request('POST', '/api/tables', spec);
export const joinSeat = (id, seat, name, clientSeed) =>
  request('POST', `/api/tables/${encodeURIComponent(id)}/seats/${seat}`, { name, client_seed: clientSeed });
/** A seat the signed-in player holds, with a fresh token for this device. */
export const claimSeat = (id, seat) => request('POST', `/api/tables/${encodeURIComponent(id)}/seats/${seat}/claim`, {});
export const signUp = (name, password) => request('POST', '/api/accounts', { name, password });
export const signIn = (name, password) => request('POST', '/api/session', { name, password });
export const signOut = () => request('DELETE', '/api/session', {});
/** The signed-in player with his live seats, or null when signed out. */
export const getMe = () => request('GET', '/api/me').catch((err) => {
  if (err instanceof ApiError && err.code === 'not-signed-in') return null;
  throw err;
});
const player = (name) => `/api/players/${encodeURIComponent(name)}`;
export const getPlayer = (name) => request('GET', player(name));
export const getPlayerMatches = (name, game, cursor) =>
  request('GET', `${player(name)}/matches?limit=20${game ? `&game=${encodeURIComponent(game)}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const getRatingHistory = (name, game) => request('GET', `${player(name)}/ratings?game=${encodeURIComponent(game)}`);
export const getLeaderboard = (game, cursor) =>
  request('GET', `/api/leaderboard?game=${encodeURIComponent(game)}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const listHands = (id) => request('GET', `/api/tables/${encodeURIComponent(id)}/hands`);
export const getRecord = (id, n) => request('GET', recordUrl(id, n));
export const getAnalysis = (id, n) => request('GET', `${recordUrl(id, n)}/analysis`);
export const recordUrl = (id, n) => `/api/tables/${encodeURIComponent(id)}/hands/${n}`;
export const matchUrl = (id) => `/api/tables/${encodeURIComponent(id)}/match.jsonl`;

// Tournaments (the session is an HttpOnly cookie the browser keeps).
const tournamentPath = (id) => `/api/tournaments/${encodeURIComponent(id)}`;
/** The listed tournaments with {@code status} (upcoming, open or closed). */
export const listTournaments = (status) => request('GET', `/api/tournaments?status=${encodeURIComponent(status)}`);
export const getTournament = (id) => request('GET', tournamentPath(id));
export const createTournament = (spec) => request('POST', '/api/tournaments', spec);
export const seedTournament = (id, seed) => request('POST', `${tournamentPath(id)}/seed`, { client_seed: seed });
export const closeTournament = (id) => request('POST', `${tournamentPath(id)}/close`, {});
export const enterTournament = (id) => request('POST', `${tournamentPath(id)}/entries`, {});
export const resumeEntry = (id) => request('GET', `${tournamentPath(id)}/entries/me`);
export const tournamentRecordsUrl = (id) => `${tournamentPath(id)}/records.jsonl`;

// Seat tokens are kept in this browser only, so a reload (or a return later) finds the seat again.
const seatKey = (table) => `tarock.seat.${table}`;

export function savedSeat(table) {
  try {
    return JSON.parse(localStorage.getItem(seatKey(table)));
  } catch {
    return null;
  }
}

export function saveSeat(table, seat, token, name) {
  localStorage.setItem(seatKey(table), JSON.stringify({ seat, token, name }));
}

/**
 * A table's WebSocket. Follows the table as its seat's player (with a token) or as a watcher, reconnects
 * after a lost connection asking for the events after the last version it has, and reports every message
 * to {@code handlers}: state(msg), event(msg), refused(msg), error(msg), connection(open).
 */
export class TableSocket {
  constructor(table, token, handlers) {
    this.table = table;
    this.token = token;
    this.handlers = handlers;
    this.version = null;
    this.nextId = 1;
    this.closed = false;
    this.retry = 500;
    this.open();
  }

  open() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    this.ws = new WebSocket(`${scheme}//${location.host}/ws`);
    this.ws.onopen = () => {
      this.retry = 500;
      const hello = { type: 'hello', table: this.table, id: 'hello' };
      if (this.token) hello.token = this.token;
      if (this.version !== null) hello.after = this.version;
      this.ws.send(JSON.stringify(hello));
      this.handlers.connection?.(true);
      this.sendPending();
    };
    // The server closes a connection silent for five minutes; a ping each minute keeps a quiet table open.
    clearInterval(this.pinger);
    this.pinger = setInterval(() => {
      if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'ping' }));
    }, 60000);
    this.ws.onmessage = (e) => this.receive(JSON.parse(e.data));
    this.ws.onclose = (e) => {
      if (this.closed) return;
      // Another tab took this seat (4001): reconnecting would take it back at once, so wait to be asked.
      if (e.code === 4001) {
        this.handlers.superseded?.();
        return;
      }
      this.handlers.connection?.(false);
      setTimeout(() => { if (!this.closed) this.open(); }, this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    };
  }

  receive(msg) {
    switch (msg.type) {
      case 'welcome':
      case 'synced':
        // With resume "events" the missed events follow one by one; with "state" a state message follows.
        break;
      case 'state':
        this.version = msg.v;
        this.handlers.state?.(msg);
        break;
      case 'event':
        if (this.version !== null && msg.v <= this.version) return;
        this.version = msg.v;
        this.handlers.event?.(msg);
        break;
      case 'hint':
        if (msg.v === this.version) this.handlers.hint?.(msg);
        break;
      case 'refused':
        this.handlers.refused?.(msg);
        break;
      case 'error':
        this.handlers.error?.(msg);
        break;
      default:
        break;
    }
  }

  /**
   * Sends an intent; the server answers with events (and an ack) or a refusal with the engine's reason. An
   * intent made while reconnecting is kept and sent once the connection is back (naming the version it was
   * made at, so that the server refuses it visibly as stale if the table moved on meanwhile).
   */
  act(text) {
    const intent = { type: 'act', act: text, id: `a${this.nextId++}` };
    if (this.ws.readyState !== WebSocket.OPEN) {
      if (this.version !== null) intent.v = this.version;
      this.pending = intent;
      return;
    }
    this.ws.send(JSON.stringify(intent));
  }

  /** Asks the server what the expert would play (answered with a hint message, for this version only). */
  hint() {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'hint', id: `h${this.nextId++}` }));
  }

  sendPending() {
    if (!this.pending) return;
    this.ws.send(JSON.stringify(this.pending));
    this.pending = null;
  }

  /** Takes the seat back from the tab that took it over (after the superseded handler was called). */
  takeBack() {
    if (!this.closed) this.open();
  }

  close() {
    this.closed = true;
    clearInterval(this.pinger);
    this.ws.close();
  }
}
