"""The JSON shapes of the public API, as marshmallow schemas, one module per resource group.

Response schemas describe the dicts that :func:`domain.views.to_jsonable`
makes of the domain's views, so the spec and the bodies cannot drift apart
silently: the API tests validate bodies against these schemas.

- :mod:`api.http.schemas.fields`: field types and the strict base schema;
- :mod:`api.http.schemas.rules`: table options;
- :mod:`api.http.schemas.players`, :mod:`api.http.schemas.games`, :mod:`api.http.schemas.views`,
  :mod:`api.http.schemas.moves`, :mod:`api.http.schemas.events`, :mod:`api.http.schemas.records`,
  :mod:`api.http.schemas.history`, :mod:`api.http.schemas.tables`: one per resource group
  of ``api/http/routes``.
"""
