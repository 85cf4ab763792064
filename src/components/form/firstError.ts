import { useFormikContext, type FormikErrors } from 'formik'
import { useEffect, useRef, type RefObject } from 'react'
import { flattenErrors } from './flattenErrors'
import type { SubmitFailure } from './serverFieldErrors'

// A refused submit takes the user to what stops it: the first field in error, focused (so the
// keyboard is there too) and scrolled into view, wherever the submit button was on a long form.

/** What a field's value is typed or picked in. */
const CONTROL = 'input:not([type="hidden"]), select, textarea'

/**
 * Marks an element that stands in for a field whose own control is not on screen (an image
 * picker with no image to offer): its error leads here. A space-separated list of formik paths.
 */
const ERROR_FOR = 'data-error-for'

/** Marks a form's error summary (FormErrorSummary): focus goes there when no field can take it. */
const ERROR_SUMMARY = 'data-error-summary'

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

const usable = (el: HTMLElement) =>
  !el.matches(':disabled') && el.getAttribute('aria-hidden') !== 'true'

/**
 * The control of a field by its formik path ('name', 'disks.0.size'), or what stands in for it.
 * Of a radio group, the chosen radio: the group's one tab stop.
 */
export function fieldElement(root: ParentNode, path: string): HTMLElement | null {
  const named = [...root.querySelectorAll<HTMLElement>(`[name=${quoted(path)}]`)].filter(
    (el) => el.matches(CONTROL) && usable(el),
  )
  const control = named.find((el) => (el as HTMLInputElement).checked) ?? named[0]
  return control ?? root.querySelector<HTMLElement>(`[${ERROR_FOR}~=${quoted(path)}]`)
}

/** The element focus lands on for `el`: itself if it is a control, else the first one in it. */
function focusTarget(el: HTMLElement): HTMLElement {
  if (el.matches(CONTROL)) return el
  // a list's own error (under a fieldset of items) goes to the fieldset's first control
  const scope = el.hasAttribute(ERROR_FOR) ? el : (el.closest<HTMLElement>('fieldset') ?? el)
  const first = [...scope.querySelectorAll<HTMLElement>(CONTROL)].find(usable)
  if (!first) return el
  const name = first.getAttribute('name')
  if (first.matches('[type="radio"]') && name) {
    const chosen = scope.querySelector<HTMLElement>(`[name=${quoted(name)}]:checked`)
    if (chosen) return chosen
  }
  return first
}

/** Focuses a field (or what stands in for it) and brings it to the middle of its scroller. */
export function goToField(el: HTMLElement) {
  const target = focusTarget(el)
  if (!target.matches(CONTROL) && !target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus({ preventScroll: true })
  // jsdom has no scrolling
  target.scrollIntoView?.({ block: 'center' })
}

const inDocumentOrder = (a: Node, b: Node) =>
  a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1

/**
 * After a refused submit: the first field in error in the form's order, else the error summary
 * (an error whose field is not on screen is still named there), else the server's banner.
 */
export function showFirstError(root: HTMLElement, paths: readonly string[]) {
  const fields = [
    ...root.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-list-error]'),
    ...paths.map((path) => fieldElement(root, path)).filter((el) => el !== null),
  ].sort(inDocumentOrder)
  if (fields[0]) return goToField(fields[0])
  const summary = root.querySelector<HTMLElement>(`[${ERROR_SUMMARY}]`)
  if (summary) {
    summary.focus({ preventScroll: true })
    summary.scrollIntoView?.({ block: 'center' })
    return
  }
  // the banner is spoken by the announcer; it is brought into view, focus stays on the button
  root.querySelector<HTMLElement>('[data-submit-error]')?.scrollIntoView?.({ block: 'center' })
}

type FormState = { errors: FormikErrors<unknown>; submitCount: number; isSubmitting: boolean }

/**
 * Once per refused submit (the client's checks, a new submit count; or the server's answer, a
 * new failure) shows the first error inside `container`: see showFirstError.
 */
export function useShowFirstError(
  container: RefObject<HTMLElement | null>,
  { errors, submitCount, isSubmitting }: FormState,
  failure: SubmitFailure,
) {
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (isSubmitting) return
    const paths = [...flattenErrors(errors), ...failure.fields].map((e) => e.path)
    const failed = failure.banner || failure.fields.length ? failure : null
    const key = failed ?? (paths.length > 0 && submitCount > 0 ? submitCount : null)
    if (key === null || key === handled.current) return
    handled.current = key
    if (container.current) showFirstError(container.current, paths)
  }, [container, errors, failure, submitCount, isSubmitting])
}

const NO_FAILURE: SubmitFailure = { banner: null, fields: [] }

/**
 * useShowFirstError for a form of its own (not SideModalForm, which has it): rendered inside its
 * <Formik>, with the <form> (or what holds its fields and summary) as `form`.
 */
export function ShowsFirstError({
  form,
  failure = NO_FAILURE,
}: {
  form: RefObject<HTMLElement | null>
  /** the server's refusal of the last submit, while it is on screen */
  failure?: SubmitFailure
}) {
  useShowFirstError(form, useFormikContext(), failure)
  return null
}
