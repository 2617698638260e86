"""Each family's file codec, found by the family's id (:mod:`magnetdesk.record.notation`)."""
