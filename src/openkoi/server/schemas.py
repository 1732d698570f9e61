"""Request bodies of the HTTP API, validated with pydantic (strict types, no unknown keys)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

MAX_TEXT = 20_000

MAX_HOURS = 24 * 366 * 100.0  # GET /cost?hours=: a century covers the whole record

class TaskBody(BaseModel):
    """POST /api/v1/tasks. ``description`` is accepted as another name for ``task``."""

    model_config = ConfigDict(extra="forbid", strict=True, str_strip_whitespace=True,
                              allow_inf_nan=False)

    task: str = Field(min_length=1, max_length=MAX_TEXT, description="what to do, in words")
    workspace: str | None = Field(None, min_length=1, description="folder to work in "
                                  "(default: the server's folder); must exist")
    max_iterations: int | None = Field(None, ge=0, le=50,
                                       description="at most this many iterations")
    quality: float | None = Field(None, ge=0, le=1, description="stop at this score")
    model: str | None = Field(None, pattern=r"^[^/\s]+/\S+$", description="provider/model")
    approve_plan: bool = Field(False, description="pause after planning until approved")
    max_tokens: int | None = Field(None, ge=1, description="token budget")
    max_cost_usd: float | None = Field(None, gt=0, description="cost budget in USD")
    max_time_s: float | None = Field(None, ge=1, description="wall-time budget in seconds")
    max_steps: int | None = Field(None, ge=1, le=200, description="tool steps per iteration")
    plan_candidates: int | None = Field(None, ge=1, le=8, description="plans drafted and "
                                        "scored without side effects; the best runs")
    context: str = Field("", max_length=MAX_TEXT, description="extra context for the task")
    think: bool = Field(False, description="the Sovereign frames the task and the Parliament "
                        "votes first; a Guardian block ends it with status \"blocked\"")
    simulate: bool = Field(False, description="think, then a dry run: nothing is written or "
                           "run; the task's \"thinking.simulation\" says what would change "
                           "and run, and the likely futures")

    @model_validator(mode="before")
    @classmethod
    def _description_alias(cls, data: Any) -> Any:
        if isinstance(data, dict) and "description" in data and "task" not in data:
            data = dict(data)
            data["task"] = data.pop("description")
        return data


class PlanEdit(BaseModel):
    """The plan as the client edited it (files and tools stay the drafted plan's)."""

    model_config = ConfigDict(extra="forbid", strict=True, str_strip_whitespace=True)

    summary: str | None = Field(None, min_length=1, max_length=400, description="one line")
    steps: list[str] = Field(min_length=1, max_length=12,
                             description="the steps, in order (at most 12, 300 chars each)")

    @model_validator(mode="after")
    def _steps(self) -> PlanEdit:
        if any(not step.strip() or len(step) > 300 for step in self.steps):
            raise ValueError("each step is 1-300 characters")
        return self


class ApproveBody(BaseModel):
    """POST /api/v1/tasks/{id}/approve."""

    model_config = ConfigDict(extra="forbid", strict=True)

    approve: bool = Field(description="true runs the plan, false ends the task as rejected")
    plan: PlanEdit | None = Field(None, description="with approve: true, the plan as edited: "
                                  "it runs instead of the drafted one")


def describe(exc: ValidationError) -> str:
    """One line naming the first invalid field and why."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "body"
    more = len(exc.errors()) - 1
    return f"{where}: {first.get('msg', 'invalid')}" + (f" (and {more} more)" if more else "")
