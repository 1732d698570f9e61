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

// A Guardian escalation in this event, as one line, or null.
export function escalation(event) {
  const d = event.data || {};
  if (event.kind === "parliament" && d.blocked) {
    const guardian = (d.verdicts || []).find((v) => v.agency === "Guardian") || {};
    const why = (guardian.reasons || []).join("; ") || d.problem || "needs a human";
    const what = d.needs_human && guardian.verdict !== "BLOCK"
      ? "The Parliament could not reach a readable decision" : "The Guardian blocked this task";
    return `${what}: ${why}${d.overridden ? " (overridden by the user)" : ""}`;
  }
  if (event.kind === "tool.result" && !d.ok && /refused by the Guardian/.test(d.output || "")) {
    return `The Guardian refused ${d.name}: ${shorten(d.output.replace(/^error:\s*/, ""), 200)}`;
  }
  return null;
}

// One plain-language line per event for the user view (null: not worth a line there).
export function friendly(event) {
  const d = event.data || {};
  switch (event.kind) {
    case "task.started":
      return `Started with ${d.model || "the default model"}`;
    case "parliament": {
      const votes = (d.verdicts || []).map((v) => `${v.agency} ${v.verdict}`).join(", ");
      return d.blocked ? `Blocked: ${escalation(event)}` : `Approved by the Parliament (${votes})`;
    }
    case "plan":
      return `Plan: ${d.summary || "ready"} (${(d.steps || []).length} steps)`;
    case "tool.call":
      return `${d.name} ${toolArgs(d.arguments)}`.trim();
    case "tool.result":
      return d.ok ? null : `${d.name} failed: ${shorten(d.output, 160)}`;
    case "evaluation":
      return `Checked: score ${score(d.score)}${d.needs_human ? " (needs a human review)" : ""}`;
    case "refinement":
      return `Trying again: ${shorten((d.feedback || "").replace(/^[\s-]+/, ""), 160)}`;
    case "restored":
      return `Kept the files of iteration ${d.iteration} (the best one)`;
    case "notice":
      return d.message || null;
    case "task.done":
      return `Done: score ${score(d.score)}`;
    case "task.failed":
      return d.status === "failed" ? `Failed: ${d.error || d.stop_reason}`
        : `Stopped (${d.stop_reason || d.status}): best score ${score(d.score)}`;
    default:
      return null;
  }
}

// The result card of a finished task (from its task.done / task.failed data or the task row,
// which calls the answer "result").
export function resultCard(outcome) {
  const files = outcome.files_changed || [];
  const answer = outcome.answer ?? outcome.result ?? "";
  const ok = outcome.status === "done";
  return el("section", { class: `result ${ok ? "ok" : "not-ok"}`, id: "result" },
    el("h3", { text: ok ? "Done" : `Finished: ${outcome.status}` }),
    el("p", {},
      el("span", { class: "label", text: "score " }),
      el("strong", { id: "result-score", text: score(outcome.score) }),
      outcome.stop_reason ? el("span", { class: "muted", text: ` — ${outcome.stop_reason}` }) : null),
    outcome.error ? el("p", { class: "error", text: outcome.error }) : null,
    el("p", { class: "label", text: `${files.length} file${files.length === 1 ? "" : "s"} changed` }),
    files.length ? el("ul", { id: "result-files" }, files.map((f) => el("li", { text: f })))
      : null,
    answer ? el("pre", { class: "answer", id: "result-answer", text: answer }) : null);
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
  return body;
}
