"""The base of every game's typed view (``Game.view_model()``).

A view model declares every field a client may read; unknown keys are errors, so a view
never carries anything its schema does not describe (``model_json_schema()`` is the contract
for the web client and the RL tensors).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class ViewModel(BaseModel):
    """A typed view: the fields a seat sees, nothing else."""

    model_config = ConfigDict(extra="forbid")
