// The integrations card (both pages): each integration set up (Slack, e-mail, GitHub, ...)
// with its messages sent, failed and skipped and its last error, then the newest tries, from
// GET /api/v1/integrations (the delivery log). Refreshed every few seconds.

import { api } from "./api.js";
import { el, shorten, when } from "./render.js";

const POLL_MS = 5000;

function row(i) {
  const state = i.configured ? (i.enabled ? "enabled" : "disabled") : "not set up";
  return el("tr", { "data-name": i.name },
    el("td", { text: i.label }),
    el("td", { text: state + (i.inbound ? ", inbound" : "") }),
    el("td", { class: "num", text: i.deliveries }),
    el("td", { class: `num ${i.failures ? "bad" : ""}`, text: i.failures }),
    el("td", { class: "num", text: i.skipped }),
    el("td", { class: "muted", title: i.last_error, text: shorten(i.last_error, 80) }));
}

function attempt(d) {
  return el("li", { class: `try ${d.outcome}`, title: d.error },
    el("span", { class: `badge ${d.outcome}`, text: d.outcome }), " ",
    `${d.integration} → ${d.target} · ${d.event} · task ${d.task_id}`,
    d.attempt > 1 ? ` · try ${d.attempt}` : "", ` · ${when(d.ts)}`,
    d.error ? el("div", { class: "muted", text: shorten(d.error, 140) }) : null);
}

let timer = null;

export async function loadIntegrations($) {
  try {
    const answer = await api.integrations(20);
    const shown = answer.integrations.filter((i) => i.configured || i.last_try_at);
    $("integrations").tBodies[0].replaceChildren(...shown.map(row));
    $("deliveries").replaceChildren(...answer.deliveries.map(attempt));
    $("integrations-error").textContent = answer.problem
      || (shown.length ? "" : "None set up: add [integrations.NAME] to config.toml.");
  } catch (err) {
    $("integrations-error").textContent = err.message;
    if (err.status === 401 && timer !== null) { // no token given: stop asking every 5 s
      clearInterval(timer);
      timer = null;
    }
  }
}

export function watchIntegrations($) {
  loadIntegrations($);
  $("reload-integrations").addEventListener("click", () => loadIntegrations($));
  timer = setInterval(() => loadIntegrations($), POLL_MS);
}
