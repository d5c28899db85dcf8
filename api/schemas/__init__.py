"""The JSON shapes of the public API, as marshmallow schemas, one module per resource group.

Response schemas describe the dicts that :func:`domain.views.to_jsonable`
makes of the domain's views, so the spec and the bodies cannot drift apart
silently: the API tests validate bodies against these schemas.

- :mod:`api.schemas.fields`: field types and the strict base schema;
- :mod:`api.schemas.rules`: table options;
- :mod:`api.schemas.players`, :mod:`api.schemas.games`, :mod:`api.schemas.views`,
  :mod:`api.schemas.moves`, :mod:`api.schemas.events`, :mod:`api.schemas.records`,
  :mod:`api.schemas.history`, :mod:`api.schemas.tables`: one per resource group
  of ``api/routes``.
"""
