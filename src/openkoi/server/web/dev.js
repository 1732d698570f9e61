// The developer view: every event of one task (or of all tasks) as structured blocks and as
// raw JSON, tokens and cost as they accumulate, plan approval and Guardian escalations, and
// the background jobs the tasks' models started (their state, output, a cancel button).

import { api, streamEvents, taskId } from "./api.js";
import {
  ACTIVE, awaitsApproval, cost, el, escalation, FINISHED, planText, score, shorten,
  taskOptions, toolArgs,
} from "./render.js";

const $ = (id) => document.getElementById(id);
let stream = null;
let selected = null; // a task id, or null for all tasks
let meters = null;
const progressOf = new Map(); // task id -> the server's fold of its events (event.progress)
const statuses = new Map(); // task id -> last known status

function resetMeters() {
  meters = { calls: 0, in: 0, out: 0, cost: 0, iteration: null, score: null };
  progressOf.clear();
  drawMeters();
}

function drawMeters() {
  $("m-calls").textContent = meters.calls;
  $("m-in").textContent = meters.in.toLocaleString();
  $("m-out").textContent = meters.out.toLocaleString();
  $("m-cost").textContent = cost(meters.cost);
  $("m-iter").textContent = meters.iteration ?? "-";
  $("m-score").textContent = score(meters.score);
}

function follow(taskIdOrNull) {
  if (stream) stream.close();
  selected = taskIdOrNull;
  resetMeters();
  $("timeline").replaceChildren();
  $("raw").replaceChildren();
  $("escalations").replaceChildren();
  $("approval").hidden = true;
  for (const li of document.querySelectorAll("#tasks li")) {
    li.classList.toggle("selected", (li.dataset.id || null) === selected);
  }
  const path = selected ? `/tasks/${encodeURIComponent(selected)}/events` : "/events";
  $("stream-name").textContent = `/api/v1${path}`;
  setStatus(selected ? statuses.get(selected) : "");
  stream = streamEvents(path, onEvent, (state) => {
    $("connection").textContent = state === "open" ? "● live" : state;
  });
  if (selected) checkApproval(selected);
}

function setStatus(status) {
  $("task-status").textContent = status || "";
  $("task-status").className = `badge ${status || ""}`;
  $("cancel").hidden = !selected || !ACTIVE.has(status);
}

async function checkApproval(id) {
  try {
    const task = await api.getTask(id);
    statuses.set(id, task.status);
    if (id === selected) setStatus(task.status);
    showApproval(id, task);
  } catch (err) {
    $("connection").textContent = `error: ${err.message}`;
  }
}

// The approval box for a task awaiting approval (a task row or a "status" message).
function showApproval(id, task) {
  if (awaitsApproval(task)) {
    $("approval-task").textContent = id;
    $("approval-plan").textContent = planText(task.plan);
    const drafted = (task.plan?.steps || []).join("\n");
    if ($("approval").dataset.id !== id || $("approval").hidden) {
      $("approval-steps").value = drafted; // not while the user is editing this one
    }
    $("approval").dataset.drafted = drafted;
    $("approval").dataset.id = id;
    $("approval").hidden = false;
  } else if ($("approval").dataset.id === id) {
    $("approval").hidden = true;
  }
}

function onEvent(event) {
  if (selected && event.task_id !== selected) return;
  if (event.kind === "status") { // the server's own state changes (approval, cancel)
    statuses.set(event.task_id, event.status);
    if (event.task_id === selected) setStatus(event.status);
    showApproval(event.task_id, event);
    loadTasks();
  }
  const d = event.data || {};
  if (event.progress) { // the server's fold of this task's events so far
    progressOf.set(event.task_id, event.progress);
    const all = [...progressOf.values()];
    const sum = (key) => all.reduce((n, p) => n + (p[key] || 0), 0);
    meters.calls = sum("model_calls");
    meters.in = sum("input_tokens");
    meters.out = sum("output_tokens");
    meters.cost = sum("cost_usd");
    meters.iteration = event.progress.iteration || meters.iteration;
    if (typeof event.progress.score === "number") meters.score = event.progress.score;
  }
  drawMeters();

  const alarm = escalation(event);
  if (alarm) {
    $("escalations").append(el("div", { class: "escalation" },
      el("strong", { text: "ESCALATION " }), el("code", { text: event.task_id }), ` ${alarm}`));
  }
  if (FINISHED.has(event.kind)) {
    statuses.set(event.task_id, d.status);
    if (event.task_id === selected) setStatus(d.status);
    if ($("approval").dataset.id === event.task_id) $("approval").hidden = true;
    loadTasks();
  }
  if (event.kind === "task.started") loadTasks();
  $("timeline").append(block(event));
  const raw = el("pre", { class: `raw ${event.kind.replace(".", "-")}` },
    JSON.stringify(event, null, 1));
  $("raw").append(raw);
  if ($("raw-follow").checked) raw.scrollIntoView({ block: "nearest" });
}

function head(event, title) {
  return el("div", { class: "block-head" },
    el("span", { class: "kind", text: event.kind }),
    selected ? null : el("code", { class: "muted", text: event.task_id.slice(0, 8) }),
    el("span", { class: "seq muted", text: event.seq === null ? "server" : `#${event.seq}` }),
    el("span", { text: title }));
}

// One structured block per event.
function block(event) {
  const d = event.data || {};
  const cls = `block ${event.kind.replace(".", "-")}`;
  switch (event.kind) {
    case "tool.call":
      return el("div", { class: cls }, head(event, `${d.name} ${toolArgs(d.arguments)}`),
        el("pre", { class: "args", text: JSON.stringify(d.arguments ?? {}, null, 2) }));
    case "tool.result":
      return el("div", { class: `${cls} ${d.ok ? "ok" : "fail"}` },
        head(event, `${d.ok ? "✓" : "✗"} ${d.name}${d.duration_s ? ` (${d.duration_s.toFixed(2)} s)` : ""}`),
        el("details", { open: !d.ok },
          el("summary", { text: shorten(d.output, 100) || "(no output)" }),
          el("pre", { class: "output", text: d.output || "" })));
    case "plan":
      return el("div", { class: cls }, head(event, d.summary || "plan"),
        el("ol", {}, (d.steps || []).map((s) => el("li", { text: s }))),
        d.files?.length ? el("p", { class: "muted", text: `files: ${d.files.join(", ")}` }) : null);
    case "parliament":
      return el("div", { class: `${cls} ${d.blocked ? "fail" : ""}` },
        head(event, d.blocked ? "BLOCKED" : "approved"),
        el("table", { class: "verdicts" }, (d.verdicts || []).map((v) => el("tr", {},
          el("td", { text: v.agency }),
          el("td", { class: `verdict ${v.verdict}`, text: v.verdict }),
          el("td", { text: score(v.confidence) }),
          el("td", { text: [v.reason, ...(v.caveats || [])].filter(Boolean).join(" · ") })))));
    case "evaluation":
      return el("div", { class: cls }, head(event, `score ${score(d.score)}${d.cached ? " (cached)" : ""}${d.needs_human ? " — needs a human" : ""}`),
        el("p", { text: Object.entries(d.dimensions || {}).map(([k, v]) => `${k}=${score(v)}`).join("  ") }),
        (d.findings || []).length ? el("ul", {}, d.findings.map((f) => el("li", {
          text: `[${f.severity}] ${f.dimension}: ${f.message}${f.location ? ` (${f.location})` : ""}`,
        }))) : null);
    case "task.started":
      return el("div", { class: cls }, head(event,
        `${d.model || ""} in ${d.workspace || "?"}${d.iterations !== undefined ? `, up to ${d.iterations} iterations, quality ${d.quality}` : ""}`));
    case "iteration":
      return el("div", { class: cls }, head(event,
        `iteration ${d.number}: score ${score(d.score)}, files changed: ${(d.files_changed || []).join(", ") || "none"}`));
    case "cost":
      return el("div", { class: cls }, head(event,
        `${d.purpose || ""} ${d.model || ""}: ${d.input_tokens ?? 0} in / ${d.output_tokens ?? 0} out, ${cost(d.cost_usd)}`));
    case "refinement":
      return el("div", { class: cls }, head(event, `iteration ${d.iteration}`),
        el("pre", { text: d.feedback || "" }));
    case "status":
      return el("div", { class: `${cls} ${event.status === "awaiting_approval" ? "fail" : ""}` },
        head(event, `status: ${event.status}`),
        event.plan ? el("pre", { text: planText(event.plan) }) : null);
    case "task.done":
    case "task.failed":
      return el("div", { class: `${cls} ${d.status === "done" ? "ok" : "fail"}` },
        head(event, `${d.status}: score ${score(d.score)} — ${d.stop_reason || d.error || ""}`),
        d.error && d.error !== d.stop_reason ? el("p", { class: "error", text: d.error }) : null,
        el("p", { text: `files changed: ${(d.files_changed || []).join(", ") || "none"}` }),
        d.answer ? el("pre", { text: d.answer }) : null);
    default:
      return el("div", { class: cls }, head(event, shorten(JSON.stringify(d), 120)));
  }
}

async function loadTasks() {
  try {
    const answer = await api.listTasks(30);
    const tasks = Array.isArray(answer) ? answer : answer.tasks || [];
    const items = tasks.map((t) => {
      const id = taskId(t);
      statuses.set(id, t.status);
      return el("li", { "data-id": id, class: id === selected ? "selected" : "",
        onclick: () => follow(id) },
      el("span", { class: `badge ${t.status}`, text: t.status }), " ",
      el("code", { text: id.slice(0, 8) }), " ", shorten(t.description, 48));
    });
    const all = el("li", { id: "all-events", class: selected ? "" : "selected",
      onclick: () => follow(null), text: "all tasks (live)" });
    $("tasks").replaceChildren(all, ...items);
    $("tasks-error").textContent = "";
    if (selected) setStatus(statuses.get(selected));
  } catch (err) {
    $("tasks-error").textContent = err.message;
  }
}

$("task-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const body = taskOptions(e.target);
  $("form-error").textContent = "";
  if (!body.task) return;
  $("submit").disabled = true;
  try {
    const answer = await api.submit(body);
    await loadTasks();
    follow(taskId(answer));
  } catch (err) {
    $("form-error").textContent = err.message;
  } finally {
    $("submit").disabled = false;
  }
});

// Approve as drafted, or with the steps as edited in the box (one a line).
async function decide(approve) {
  const id = $("approval").dataset.id;
  const steps = $("approval-steps").value.split("\n").map((s) => s.trim()).filter(Boolean);
  const edited = approve && steps.join("\n") !== $("approval").dataset.drafted;
  if (edited && steps.length === 0) {
    $("connection").textContent = "error: the edited plan has no steps (reject it instead)";
    return;
  }
  try {
    await api.approve(id, approve, edited ? { steps } : undefined);
    $("approval").hidden = true;
  } catch (err) {
    $("connection").textContent = `error: ${err.message}`;
  }
}

$("approve").addEventListener("click", () => decide(true));
$("reject").addEventListener("click", () => decide(false));
$("cancel").addEventListener("click", () => api.cancel(selected).catch((err) => {
  $("connection").textContent = `error: ${err.message}`;
}));
// Background jobs: a list refreshed every few seconds; a click shows one's output.
const JOBS_POLL_MS = 3000;

async function loadJobs() {
  try {
    const { jobs } = await api.listJobs();
    $("jobs").replaceChildren(...jobs.map((j) => el("li", { "data-job": j.id,
      onclick: () => showJob(j.id) },
    el("span", { class: `badge ${j.state}`, text: j.state }), " ",
    el("code", { text: j.id }), " ", shorten(j.command, 40),
    j.exit_code === null ? null : ` (exit ${j.exit_code})`,
    j.state === "running" ? el("button", { type: "button", class: "secondary job-cancel",
      text: "cancel", onclick: (e) => { e.stopPropagation(); cancelJob(j.id); } }) : null)));
    $("jobs-error").textContent = "";
  } catch (err) {
    $("jobs-error").textContent = err.message;
  }
}

async function showJob(id) {
  try {
    const job = await api.getJob(id);
    $("job-output").dataset.job = id;
    $("job-output").textContent = `${job.command}\n${job.state}` +
      `${job.exit_code === null ? "" : ` (exit ${job.exit_code})`}\n${job.output_tail || ""}`;
    $("job-output").hidden = false;
  } catch (err) {
    $("jobs-error").textContent = err.message;
  }
}

async function cancelJob(id) {
  try {
    await api.cancelJob(id);
  } catch (err) {
    $("jobs-error").textContent = err.message;
  }
  await loadJobs();
  if ($("job-output").dataset.job === id) await showJob(id);
}

$("reload-jobs").addEventListener("click", loadJobs);
loadJobs();
setInterval(loadJobs, JOBS_POLL_MS);

$("reload").addEventListener("click", loadTasks);
$("all-events").addEventListener("click", () => follow(null));

const wanted = new URLSearchParams(location.search).get("task");
loadTasks().then(() => follow(wanted || null));
