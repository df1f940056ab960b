"""The HTTP API fuzzed from its OpenAPI schema by Schemathesis: schema-valid and invalid
requests to every operation, and stateful scenarios following the schema's links (a created
room's id and seat 0's token into its state, actions, undo, hints, replay). No answer may be
a server error; every refusal is a 4xx in the API's one error shape, with the security headers
of every answer."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings

from arena.server.headers import COMMON_HEADERS
from tests.fuzz.conftest import EXAMPLES, api_schema

schema = api_schema()
FUZZ = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)


def refusals_in_the_error_shape(ctx: Any, response: Any, case: Any) -> bool | None:
    """A 4xx answer is the API's error shape; no answer is a 5xx; every one has the security
    headers and no ``server`` banner (Schemathesis gives headers lower-cased, values listed)."""
    assert response.status_code < 500, f"server error {response.status_code}: {response.text[:300]}"
    wanted = [name.lower() for name in (*COMMON_HEADERS, "Content-Security-Policy")]
    missing = [name for name in wanted if name not in response.headers]
    assert not missing, f"answer without {missing}"
    assert "server" not in response.headers
    if 400 <= response.status_code < 500 and response.headers.get("content-type") == ["application/json"]:
        body = response.json()
        assert set(body) == {"error"}, body
        assert set(body["error"]) == {"reason", "message", "rule", "quote", "translation"}, body
        assert body["error"]["reason"] and body["error"]["message"], body
    return True


@schema.parametrize()
@FUZZ
def test_every_operation(case: Any) -> None:
    case.call_and_validate(additional_checks=[refusals_in_the_error_shape])


def test_stateful_scenarios() -> None:
    """Operation sequences along the schema's links (create a room, then play it as seat 0)."""

    class Scenarios(schema.as_state_machine()):  # type: ignore[misc]
        def validate_response(
            self, response: Any, case: Any, additional_checks: Any = None, **kw: Any
        ) -> None:
            super().validate_response(response, case, [refusals_in_the_error_shape], **kw)

    Scenarios.run(settings=settings(FUZZ, max_examples=max(EXAMPLES // 2, 5), stateful_step_count=6))
