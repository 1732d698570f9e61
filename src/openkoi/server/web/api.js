// The openkoi HTTP API as the pages use it: JSON requests under /api/v1 with an optional
// bearer token, and WebSocket event streams. Same origin: the pages are served by
// `openkoi serve` at /ui/, so every URL is relative to the page's own host.
//
// A 401 opens the token dialog (#token-dialog); the token is kept in sessionStorage and sent
// as "Authorization: Bearer <token>" on requests and as ?token=<token> on WebSockets
// (browsers cannot set headers on a WebSocket). A token in the page URL (?token=) is used too.

const BASE = "/api/v1";
const TOKEN_KEY = "openkoi.token";

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export function token() {
  return sessionStorage.getItem(TOKEN_KEY) || "";
}

// A token in the page's own URL (/ui/?token=...) is taken once and removed from the address
// bar, so it does not linger in the history or get copied along with a link.
(function tokenFromUrl() {
  const url = new URL(location.href);
  const given = url.searchParams.get("token");
  if (!given) return;
  sessionStorage.setItem(TOKEN_KEY, given);
  url.searchParams.delete("token");
  history.replaceState(null, "", url);
})();

function askToken(reason) {
  const dialog = document.getElementById("token-dialog");
  const input = document.getElementById("token-input");
  const why = document.getElementById("token-reason");
  if (why) why.textContent = reason;
  input.value = "";
  return new Promise((resolve) => {
    const done = (value) => {
      dialog.removeEventListener("close", onClose);
      resolve(value);
    };
    const onClose = () => done(dialog.returnValue === "ok" ? input.value.trim() : "");
    dialog.addEventListener("close", onClose);
    if (!dialog.open) dialog.showModal();
    input.focus();
  });
}

async function errorText(response) {
  try {
    const body = await response.json(); // {"error": code, "message", "hint"?}
    const text = body.message || body.error || `${response.status} ${response.statusText}`;
    return body.hint ? `${text} (${body.hint})` : text;
  } catch {
    return `${response.status} ${response.statusText}`;
  }
}

// One JSON request; a 401 asks for the token and retries (until the dialog is cancelled).
export async function request(method, path, body) {
  for (;;) {
    const headers = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token()) headers.Authorization = `Bearer ${token()}`;
    const response = await fetch(BASE + path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401) {
      const given = await askToken(token() ? "That token was refused." :
        "This openkoi server needs an API token.");
      if (!given) throw new ApiError(401, "an API token is needed (see [api] token in config.toml)");
      sessionStorage.setItem(TOKEN_KEY, given);
      continue;
    }
    if (!response.ok) throw new ApiError(response.status, await errorText(response));
    return response.status === 204 ? null : response.json();
  }
}

export const api = {
  listTasks: (limit = 20) => request("GET", `/tasks?limit=${limit}`),
  getTask: (id) => request("GET", `/tasks/${encodeURIComponent(id)}`),
  submit: (options) => request("POST", "/tasks", options),
  cancel: (id) => request("POST", `/tasks/${encodeURIComponent(id)}/cancel`),
  approve: (id, approve, plan) => request("POST", `/tasks/${encodeURIComponent(id)}/approve`,
    plan ? { approve, plan } : { approve }),
  status: () => request("GET", "/status"),
  listJobs: () => request("GET", "/jobs"),
  getJob: (id) => request("GET", `/jobs/${encodeURIComponent(id)}`),
  cancelJob: (id) => request("POST", `/jobs/${encodeURIComponent(id)}/cancel`),
  cost: () => request("GET", "/cost"),
  integrations: (limit = 20) => request("GET", `/integrations?limit=${limit}`),
};

// The id of a task as the API returns it (a task object or a submit answer).
export function taskId(obj) {
  return obj?.id ?? obj?.task_id ?? obj?.task?.id ?? null;
}

// A WebSocket event stream: stored events first, then live ones, each given once to onEvent
// (deduplicated by task and sequence number, so a reconnect can replay safely).
// Returns {close()}. onState gets "open" | "closed" | "error: ..." for the connection line.
export function streamEvents(path, onEvent, onState = () => {}) {
  const seen = new Map(); // task_id -> highest seq given
  let socket = null;
  let stopped = false;
  let retries = 0;
  let authTried = false;

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = token() ? `?token=${encodeURIComponent(token())}` : "";
    socket = new WebSocket(`${scheme}://${location.host}${BASE}${path}${query}`);
    socket.onopen = () => {
      retries = 0;
      onState("open");
    };
    socket.onmessage = (message) => {
      let event;
      try {
        event = JSON.parse(message.data);
      } catch {
        return; // not an event: ignore rather than break the page
      }
      if (!event || typeof event.kind !== "string") return;
      const last = seen.get(event.task_id) ?? 0;
      if (typeof event.seq === "number") {
        if (event.seq <= last) return;
        seen.set(event.task_id, event.seq);
      }
      onEvent(event);
    };
    socket.onclose = async (close) => {
      if (stopped) return;
      if ((close.code === 4401 || close.code === 1008) && !authTried) {
        authTried = true; // the server refused the token: ask once, then reconnect
        onState("error: the server needs an API token");
        const given = await askToken("This openkoi server needs an API token.");
        if (given) sessionStorage.setItem(TOKEN_KEY, given);
        if (!given) return;
        connect();
        return;
      }
      if (close.code === 4404) {
        onState("error: no such task");
        return;
      }
      if (close.code === 1000) { // the server ended the stream: the task is over
        onState("stream ended");
        return;
      }
      onState("reconnecting");
      retries += 1;
      if (retries <= 5) setTimeout(connect, Math.min(4000, 250 * 2 ** retries));
      else onState("disconnected: reload the page to try again");
    };
    socket.onerror = () => onState("error: connection failed");
  }

  connect();
  return {
    close() {
      stopped = true;
      if (socket) socket.close();
    },
  };
}
