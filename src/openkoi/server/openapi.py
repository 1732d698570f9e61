"""The OpenAPI 3.1 description served at /openapi.json.

Built from the same pydantic models that validate the bodies; a test checks that every
route the app serves is described here and nothing else.
"""

from __future__ import annotations

from typing import Any

from openkoi import __version__
from openkoi.server.schemas import MAX_HOURS, ApproveBody, TaskBody

_ERROR = {"type": "object", "required": ["error", "message"],
          "properties": {"error": {"type": "string"}, "message": {"type": "string"},
                         "hint": {"type": "string"}}}
_USAGE = {"type": "object", "properties": {"input_tokens": {"type": "integer"},
                                           "output_tokens": {"type": "integer"},
                                           "cost_usd": {"type": "number"}}}
_VERDICT = {"type": "object", "properties": {
    "agency": {"type": "string"}, "verdict": {"type": "string", "enum": [
        "APPROVE", "APPROVE_WITH_CAVEATS", "ABSTAIN", "BLOCK"]},
    "reason": {"type": "string"}, "caveats": {"type": "array", "items": {"type": "string"}},
    "confidence": {"type": "number"}}}
_THINKING = {"type": "object", "description": "what thinking produced (think / simulate)",
             "properties": {
    "sovereign": {"type": "string"}, "blocked": {"type": "boolean"},
    "overridden": {"type": "boolean"}, "needs_human": {"type": "boolean"},
    "source": {"type": "string", "enum": ["rules", "model", "unreadable", "skipped"],
               "description": "who decided; skipped: the agencies were not asked, since no "
               "vote could change the ruling"},
    "skipped": {"type": "string", "description": "why the agencies were not asked (empty "
                "when they were)"},
    "verdicts": {"type": "array", "items": _VERDICT},
    "escalated": {"type": "boolean", "description": "the vote policy asks a human (the API "
                  "cannot ask: the task stops as blocked)"},
    "policy": {"type": ["object", "null"], "properties": {
        "outcome": {"type": "string", "enum": ["approve", "escalate", "block"]},
        "reason": {"type": "string"}, "warnings": {"type": "array", "items": {"type": "string"}},
        "rules": {"type": "string"}}},
    "intent": {"type": ["object", "null"], "properties": {
        "verdict": {"type": "string", "enum": ["DESTRUCTIVE", "BENIGN", "UNAVAILABLE"]},
        "probability": {"type": "number"}, "threshold": {"type": "number"},
        "ms": {"type": "number"}, "note": {"type": "string"}}},
    "truth": {"type": ["object", "null"], "description": "the truth check's answer (would the "
              "task make a record mislead?); null when it was not asked", "properties": {
                  "probability": {"type": ["number", "null"]}, "problem": {"type": "string"}}},
    "escalation": {"type": ["string", "null"]},
    "simulation": {"type": ["object", "null"], "properties": {
        "would_change": {"type": "array", "items": {"type": "string"}},
        "would_run": {"type": "array", "items": {"type": "string"}},
        "actions": {"type": "array", "items": {"type": "object"}},
        "futures": {"type": "object"}}}}}
_TASK = {"type": "object", "properties": {
    "id": {"type": "string"}, "description": {"type": "string"},
    "status": {"type": "string", "enum": [
        "queued", "running", "awaiting_approval", "done", "unverified", "simulated",
        "below_threshold", "failed", "blocked", "budget_exhausted", "interrupted", "cancelled",
        "rejected"]},
    "score": {"type": ["number", "null"]}, "iterations": {"type": "integer"},
    "best_iteration": {"type": ["integer", "null"]}, "result": {"type": "string"},
    "files_changed": {"type": "array", "items": {"type": "string"}},
    "usage": _USAGE, "stop_reason": {"type": "string"}, "error": {"type": "string"},
    "workspace": {"type": "string"}, "model": {"type": "string"},
    "created_at": {"type": "number"}, "started_at": {"type": ["number", "null"]},
    "ended_at": {"type": ["number", "null"]}, "plan": {"type": ["object", "null"]},
    "approve_plan": {"type": "boolean"},
    "source": {"type": "string", "enum": ["api", "cli", "chat", "mcp"]},
    "think": {"type": "boolean"}, "simulate": {"type": "boolean"},
    "thinking": {"oneOf": [{"type": "null"}, _THINKING]},
}}
_EVENT = {"type": "object", "properties": {
    "task_id": {"type": "string"}, "seq": {"type": ["integer", "null"]},
    "kind": {"type": "string"}, "data": {"type": "object"}, "ts": {"type": "number"}}}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(schema: dict[str, Any], description: str = "OK") -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _obj(**props: Any) -> dict[str, Any]:
    return {"type": "object", "properties": props}


_ID = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"},
       "description": "a task id or a unique prefix of one"}
_ERRORS = {"401": _json(_ref("Error"), "missing or wrong token"),
           "404": _json(_ref("Error"), "no such task")}

# (method, path) -> operation
OPERATIONS: dict[tuple[str, str], dict[str, Any]] = {
    ("get", "/api/v1/health"): {
        "summary": "Health check", "responses": {"200": _json(_obj(
            ok={"type": "boolean"}, version={"type": "string"}))}},
    ("get", "/api/v1/status"): {
        "summary": "Server status: version, workers, queued and running tasks, counts",
        "responses": {"200": _json({"type": "object"})}},
    ("get", "/api/v1/cost"): {
        "summary": "Tokens and cost per model over the last hours",
        "parameters": [{"name": "hours", "in": "query", "schema": {
            "type": "number", "default": 24, "minimum": 0, "maximum": MAX_HOURS}}],
        "responses": {"200": _json({"type": "object"})}},
    ("post", "/api/v1/tasks"): {
        "summary": "Queue a task",
        "requestBody": {"required": True,
                        "content": {"application/json": {"schema": _ref("TaskBody")}}},
        "responses": {"202": _json(_obj(id={"type": "string"}, status={"type": "string"})),
                      "400": _json(_ref("Error"), "not JSON"),
                      "422": _json(_ref("Error"), "invalid body")}},
    ("get", "/api/v1/tasks"): {
        "summary": "Recent tasks, newest first (API and CLI)",
        "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"}},
                       {"name": "status", "in": "query", "schema": {"type": "string"}}],
        "responses": {"200": _json(_obj(tasks={"type": "array", "items": _ref("Task")}))}},
    ("get", "/api/v1/tasks/{id}"): {
        "summary": "One task", "parameters": [_ID],
        "responses": {"200": _json(_ref("Task")), **_ERRORS}},
    ("get", "/api/v1/tasks/{id}/events"): {
        "summary": "The task's stored events (WebSocket on the same path streams them live)",
        "parameters": [_ID, {"name": "after", "in": "query", "schema": {"type": "integer"}}],
        "responses": {"200": _json(_obj(events={"type": "array", "items": _ref("Event")})),
                      **_ERRORS}},
    ("post", "/api/v1/tasks/{id}/cancel"): {
        "summary": "Stop a running task or drop a queued one", "parameters": [_ID],
        "responses": {"200": _json(_obj(id={"type": "string"}, status={"type": "string"})),
                      "409": _json(_ref("Error"), "already ended"), **_ERRORS}},
    ("post", "/api/v1/tasks/{id}/approve"): {
        "summary": "Approve (as drafted, or as edited in \"plan\") or reject the plan of a "
                   "task in awaiting_approval",
        "parameters": [_ID],
        "requestBody": {"required": True,
                        "content": {"application/json": {"schema": _ref("ApproveBody")}}},
        "responses": {"200": _json(_obj(id={"type": "string"}, status={"type": "string"})),
                      "409": _json(_ref("Error"), "not awaiting approval"), **_ERRORS}},
    ("get", "/api/v1/integrations"): {
        "summary": "Each integration (Slack, e-mail, GitHub, ...): set up, enabled, secret, "
                   "recent deliveries and failures; and the newest delivery tries",
        "parameters": [
            {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1,
                                                        "maximum": 500, "default": 50}},
            {"name": "name", "in": "query", "schema": {"type": "string"},
             "description": "only this integration's tries"}],
        "responses": {"200": _json(_obj(
            integrations={"type": "array", "items": {"type": "object"}},
            deliveries={"type": "array", "items": _ref("Delivery")},
            problem={"type": "string", "description": "why [integrations] cannot be read "
                     "(then integrations is empty)"})),
            "401": _json(_ref("Error"), "missing or wrong token"),
            "422": _json(_ref("Error"), "a bad limit")}},
    ("get", "/api/v1/jobs"): {
        "summary": "Background jobs (commands a task's model started), newest first",
        "parameters": [{"name": "task", "in": "query", "schema": {"type": "string"},
                        "description": "only the jobs of this task (id or prefix)"}],
        "responses": {"200": _json(_obj(jobs={"type": "array", "items": _ref("Job")}))}},
    ("get", "/api/v1/jobs/{id}"): {
        "summary": "One background job, with the end of its output", "parameters": [_ID],
        "responses": {"200": _json(_ref("Job")), **_ERRORS}},
    ("get", "/api/v1/jobs/{id}/log"): {
        "summary": "A background job's output (text)", "parameters": [_ID],
        "responses": {"200": {"description": "its output",
                              "content": {"text/plain": {"schema": {"type": "string"}}}},
                      **_ERRORS}},
    ("post", "/api/v1/jobs/{id}/cancel"): {
        "summary": "Stop a running background job (its whole process group)",
        "parameters": [_ID],
        "responses": {"200": _json(_obj(id={"type": "string"}, status={"type": "string"})),
                      "409": _json(_ref("Error"), "already ended"), **_ERRORS}},
}

_JOB = {"type": "object", "properties": {
    "id": {"type": "string"}, "command": {"type": "string"}, "cwd": {"type": "string"},
    "task_id": {"type": "string"}, "kind": {"type": "string"},
    "state": {"type": "string", "enum": ["running", "done", "failed", "cancelled", "lost"]},
    "exit_code": {"type": ["integer", "null"]}, "created_at": {"type": "number"},
    "ended_at": {"type": ["number", "null"]}, "output_tail": {"type": "string"}}}

_DELIVERY = {"type": "object", "properties": {
    "integration": {"type": "string"}, "target": {"type": "string"},
    "event": {"type": "string"}, "task_id": {"type": "string"},
    "attempt": {"type": "integer", "description": "0: skipped or abandoned"},
    "status": {"type": ["integer", "null"]}, "ok": {"type": "boolean"},
    "error": {"type": "string"},
    "outcome": {"type": "string", "enum": ["delivered", "failed", "skipped", "abandoned"]},
    "ts": {"type": "number"}}}

# WebSocket routes (not expressible in OpenAPI 3.1; listed under x-websockets).
WEBSOCKETS = {
    "/api/v1/tasks/{id}/events": "stored events of the task, then live ones; closes after "
                                 "task.done / task.failed",
    "/api/v1/events": "stored events of the tasks running now, then live events of every "
                      "task this server runs",
}


def spec() -> dict[str, Any]:
    paths: dict[str, dict[str, Any]] = {}
    for (method, path), op in OPERATIONS.items():
        paths.setdefault(path, {})[method] = op
    ref = "#/components/schemas/{model}"
    return {
        "openapi": "3.1.0",
        "info": {"title": "openkoi", "version": __version__,
                 "description": "Submit tasks to openkoi, follow them, read costs."},
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {
            "schemas": _bodies(ref) | {"Task": _TASK, "Event": _EVENT, "Error": _ERROR,
                                       "Job": _JOB, "Delivery": _DELIVERY},
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
        "security": [{}, {"bearer": []}],
        "x-websockets": WEBSOCKETS,
    }


def _bodies(ref: str) -> dict[str, Any]:
    """The request bodies' schemas, the models they nest (PlanEdit) lifted beside them."""
    out: dict[str, Any] = {}
    for name, model in (("TaskBody", TaskBody), ("ApproveBody", ApproveBody)):
        schema = model.model_json_schema(ref_template=ref)
        out |= schema.pop("$defs", {})
        out[name] = schema
    return out
