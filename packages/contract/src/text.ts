import { z } from 'zod';
import { messages } from './messages.ts';

/*
 * Text primitives of every request field. Note: control characters are refused at validation
 * because PostgreSQL cannot store NUL (U+0000) in text and answers with an error, and the other
 * C0 controls only hide text from reviewers and break logs and exports. Refusing them here, once,
 * covers every present and future field that is built on these primitives.
 * Lone UTF-16 surrogates (`"\ud800"` in JSON) are refused too: they are not text, a UTF-8 driver
 * stores them as U+FFFD, and PostgreSQL's json parser refuses them with an error.
 */

// These patterns exist to match control characters, which the lint rule guards against by default.
/* eslint-disable no-control-regex */
/** Text without any C0 control character or DEL. */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** As above, but tab, line feed and carriage return are allowed. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */
/**
 * Every surrogate in a pair. Written so that it reads the same with or without the `u` flag, as
 * the OpenAPI document's validators may read it either way.
 */
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text (names, codes, filters, passwords): no control character at all. */
export const singleLine = (params?: StringParams) =>
  z
    .string(params)
    .regex(SINGLE_LINE, { error: messages.controlCharacters, abort: true })
    .regex(WELL_FORMED, { error: messages.loneSurrogate, abort: true });

/** A free text that may span lines (addresses, comments, descriptions): tab, LF and CR allowed. */
export const multiLine = (params?: StringParams) =>
  z
    .string(params)
    .regex(MULTI_LINE, { error: messages.controlCharacters, abort: true })
    .regex(WELL_FORMED, { error: messages.loneSurrogate, abort: true });

/** An optional one-line text, trimmed, that may be sent as null. */
export const optionalText = (max: number) => singleLine().trim().max(max).optional().nullable();

/** An optional free text, trimmed, that may be sent as null. */
export const optionalMultiLine = (max: number) => multiLine().trim().max(max).optional().nullable();

/** A one-line text that must not be blank; `message` is the field's "required" text. */
export const requiredText = (message: string, max: number) =>
  singleLine({ error: message }).trim().min(1, message).max(max);

/**
 * A required e-mail address: `required` when blank, the contract's invalid-address message
 * otherwise. The document says `format: email`, which the validating pipe alone would not show.
 */
export const requiredEmail = (required: string) =>
  requiredText(required, 200).pipe(z.email(messages.emailInvalid)).meta({ format: 'email' });

/** The text filter of a list: optional, not trimmed (the service decides how it matches). */
export const filterText = (max: number) => singleLine().max(max).optional();
