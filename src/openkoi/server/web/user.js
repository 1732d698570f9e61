// The user view: submit a task, follow it live, see the result; recent tasks below, then
// the integrations' deliveries and failures.

import { api, streamEvents, taskId } from "./api.js";
import { watchIntegrations } from "./integrations.js";
import {
  ACTIVE, awaitsApproval, cost, el, escalation, FINISHED, friendly, planText, resultCard,
  score, shorten, simulationCard, taskCost, taskOptions, when,
} from "./render.js";

const $ = (id) => document.getElementById(id);
let stream = null;
let current = null; // the id of the task shown in #current
let simulation = null; // the current task's simulation report, shown with its result

function show(id, description) {
  if (stream) stream.close();
  current = id;
  simulation = null;
  $("current").hidden = false;
  $("current-id").textContent = id;
  $("current-description").textContent = description || "";
  setStatus("");
  $("progress").replaceChildren();
  $("escalations").replaceChildren();
  $("result-slot").replaceChildren();
  $("approval").hidden = true;
  stream = streamEvents(`/tasks/${encodeURIComponent(id)}/events`, onEvent, (state) => {
    $("connection").textContent = state === "open" ? "live" : state;
  });
  refreshTask(id);
}

async function refreshTask(id) {
  try {
    const task = await api.getTask(id);
    if (id !== current) return;
    $("current-description").textContent = task.description || "";
    if (!$("result-slot").hasChildNodes()) setStatus(task.status);
    showApproval(task);
  } catch (err) {
    $("connection").textContent = `error: ${err.message}`;
  }
}

function showApproval(task) {
  $("approval").hidden = !awaitsApproval(task);
  if (awaitsApproval(task)) $("approval-plan").textContent = planText(task.plan);
}

function setStatus(status) {
  const badge = $("current-status");
  badge.textContent = status || "";
  badge.className = `badge ${status || ""}`;
  $("cancel").hidden = !ACTIVE.has(status);
}

function onEvent(event) {
  if (event.task_id !== current) return;
  if (event.kind === "status") { // the server's own state changes (approval, cancel)
    setStatus(event.status);
    showApproval(event);
    if (!ACTIVE.has(event.status)) refreshTask(current);
    return;
  }
  if (event.kind === "task.started") setStatus("running");
  const alarm = escalation(event);
  if (alarm) $("escalations").append(el("p", { class: "escalation", text: alarm }));
  const line = friendly(event);
  if (line) {
    $("progress").append(el("li", { class: `ev ${event.kind.replace(".", "-")}`, text: line }));
  }
  if (event.kind === "simulation") simulation = event.data;
  if (FINISHED.has(event.kind)) {
    setStatus(event.progress?.blocked ? "blocked"
      : event.data.status || (event.kind === "task.done" ? "done" : "failed"));
    $("approval").hidden = true;
    $("result-slot").replaceChildren(resultCard(event.data),
      ...(simulation ? [simulationCard(simulation)] : []));
    loadTasks();
  }
}

async function loadTasks() {
  try {
    const answer = await api.listTasks(20);
    const tasks = Array.isArray(answer) ? answer : answer.tasks || [];
    $("tasks").tBodies[0].replaceChildren(...tasks.map((t) => el("tr",
      { "data-id": taskId(t), onclick: () => show(taskId(t), t.description) },
      el("td", { title: t.description }, shorten(t.description, 70)),
      el("td", {}, el("span", { class: `badge ${t.status}`, text: t.status })),
      el("td", { text: score(t.score) }),
      el("td", { text: cost(taskCost(t)) }),
      el("td", { text: when(t.started_at ?? t.created_at) }))));
    $("tasks-error").textContent = tasks.length ? "" : "No tasks yet.";
  } catch (err) {
    $("tasks-error").textContent = err.message;
  }
}

$("task-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const body = taskOptions(e.target);
  $("form-error").textContent = "";
  if (!body.task) {
    $("form-error").textContent = "Describe the task first.";
    return;
  }
  $("submit").disabled = true;
  try {
    const answer = await api.submit(body);
    show(taskId(answer), body.task);
    loadTasks();
  } catch (err) {
    $("form-error").textContent = err.message;
  } finally {
    $("submit").disabled = false;
  }
});

async function decide(approve) {
  try {
    await api.approve(current, approve);
    $("approval").hidden = true;
  } catch (err) {
    $("connection").textContent = `error: ${err.message}`;
  }
}

$("approve").addEventListener("click", () => decide(true));
$("reject").addEventListener("click", () => decide(false));
$("cancel").addEventListener("click", async () => {
  try {
    await api.cancel(current);
  } catch (err) {
    $("connection").textContent = `error: ${err.message}`;
  }
});
$("reload").addEventListener("click", loadTasks);
watchIntegrations($);

const wanted = new URLSearchParams(location.search).get("task");
if (wanted) show(wanted, "");
loadTasks();
