// DOM helpers and the wording shared by both pages. Text always goes in through
// textContent (never innerHTML), so task text, file names and model output cannot inject markup.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function score(value) {
  return typeof value === "number" ? value.toFixed(2) : "-";
}

export function cost(value) {
  return typeof value === "number" ? `$${value.toFixed(4)}` : "-";
}

export function when(ts) {
  if (typeof ts !== "number") return "-";
  const d = new Date(ts * 1000);
  return d.toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" });
}

export function shorten(text, width) {
  const line = String(text ?? "").split(/\s+/).join(" ").trim();
  return line.length <= width ? line : `${line.slice(0, width - 1)}…`;
}

// The short form of a tool call's arguments: a path, a command, or compact JSON.
export function toolArgs(args) {
  if (!args || typeof args !== "object") return "";
  const keys = Object.keys(args);
  if ("path" in args && keys.every((k) => ["path", "content", "old", "new"].includes(k))) {
    return String(args.path);
  }
  if ("command" in args) return `\`${shorten(args.command, 80)}\``;
  return shorten(JSON.stringify(args), 80);
}

export const FINISHED = new Set(["task.done", "task.failed"]);

// Statuses in which a task can still be cancelled.
export const ACTIVE = new Set(["queued", "running", "awaiting_approval"]);

// Whether a task (or a "status" message) is waiting for a human to approve its plan.
export function awaitsApproval(task) {
  return Boolean(task && task.status === "awaiting_approval");
}

// A task's spend, whether it comes as a task row (usage) or a list row.
export function taskCost(task) {
  return task?.usage?.cost_usd ?? task?.cost_usd;
}

// A plan as text: its summary, then numbered steps.
export function planText(plan) {
  const steps = (plan?.steps || []).map((s, i) => `${i + 1}. ${s}`).join("\n");
  return `${plan?.summary || ""}\n${steps}`.trim();
}

// The server folds every task's events (openkoi.progress.fold) and sends the result with each
// event as `progress`: the pages read it from there and never fold raw event data themselves.

// A Guardian escalation in this event, as one line, or null.
export function escalation(event) {
  return event.progress?.escalation ?? null;
}

// One plain-language line per event for the user view (null: not worth a line there).
export function friendly(event) {
  return event.progress?.friendly ?? null;
}

// The result card of a finished task (from its task.done / task.failed data or the task row,
// which calls the answer "result").
export function resultCard(outcome) {
  const files = outcome.files_changed || [];
  const answer = outcome.answer ?? outcome.result ?? "";
  // a simulation: nothing happened, so it is not done, and the model's account of work never
  // done is not shown
  const simulated = outcome.status === "simulated";
  const ok = outcome.status === "done";
  return el("section", { class: `result ${ok ? "ok" : "not-ok"}`, id: "result" },
    el("h3", { text: simulated ? "Simulated: nothing was written or run" : ok ? "Done"
      : outcome.status === "unverified"
      ? "Unverified: no check that ran the code proved it (the reason is beside the score)"
      : `Finished: ${outcome.status}` }),
    el("p", {},
      el("span", { class: "label", text: "score " }),
      el("strong", { id: "result-score", text: score(outcome.score) }),
      outcome.stop_reason ? el("span", { class: "muted", text: ` — ${outcome.stop_reason}` }) : null),
    outcome.error ? el("p", { class: "error", text: outcome.error }) : null,
    el("p", { class: "label", text: `${files.length} file${files.length === 1 ? "" : "s"} changed` }),
    files.length ? el("ul", { id: "result-files" }, files.map((f) => el("li", { text: f })))
      : null,
    answer && !simulated ? el("pre", { class: "answer", id: "result-answer", text: answer })
      : null);
}

// What a simulation would have done (a "simulation" event's data): changes, commands, futures.
export function simulationCard(sim) {
  const futures = sim?.futures?.futures || [];
  const list = (items, none) => (items?.length
    ? el("ul", {}, items.map((x) => el("li", { text: x }))) : el("p", { class: "muted", text: none }));
  return el("section", { class: "simulation", id: "simulation" },
    el("h3", { text: "Simulation (nothing was written or run)" }),
    el("p", { class: "label", text: "would change" }), list(sim?.would_change, "no file changes"),
    el("p", { class: "label", text: "would run" }), list(sim?.would_run, "no commands"),
    futures.length ? el("ol", { id: "futures" }, futures.map((f) => el("li", {
      text: `${f.name} (risk ${f.risk}): ${(f.consequences || []).join("; ")}` }))) : null,
    sim?.futures?.recommendation ? el("p", {}, el("strong", {
      text: `Recommendation (${sim.futures.champion}): ` }), sim.futures.recommendation) : null);
}

// Submit-form values as the POST /tasks body (empty fields left out: the server's defaults).
export function taskOptions(form) {
  const data = new FormData(form);
  const body = { task: String(data.get("description") || "").trim() };
  const number = (name) => {
    const raw = String(data.get(name) ?? "").trim();
    return raw === "" ? undefined : Number(raw);
  };
  const iterations = number("max_iterations");
  const quality = number("quality");
  const model = String(data.get("model") || "").trim();
  if (iterations !== undefined) body.max_iterations = iterations;
  if (quality !== undefined) body.quality = quality;
  if (model) body.model = model;
  const workspace = String(data.get("workspace") || "").trim();
  if (workspace) body.workspace = workspace;
  if (data.get("approve_plan")) body.approve_plan = true;
  if (data.get("think")) body.think = true;
  if (data.get("simulate")) body.simulate = true;
  return body;
}
