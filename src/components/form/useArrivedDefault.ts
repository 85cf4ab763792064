import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'

type Arrived = { values: Record<string, unknown>; initialValues: Record<string, unknown> }

/**
 * Defaults that arrive together (a pool and its IP version, from one answer) are applied in one
 * commit, each from the same snapshot of the form (the context's value of that render): each
 * builds on the ones applied before it from that snapshot, or it would undo them.
 */
const arrivedSoFar = new WeakMap<object, Arrived>()

/**
 * Fills `name` with a default that becomes known after the form opened (the silo's default pool,
 * the instance's VPC) as one of the form's initial values, not as an edit: a form nobody has
 * changed stays unchanged, so leaving it asks nothing ('Discard your changes?' is for what the
 * user entered). What the user typed meanwhile stays, and so does a value already chosen.
 * Applied once, when the default first arrives: a field the user clears later stays cleared.
 */
export function useArrivedDefault<V>(name: string, value: V | undefined) {
  const formik = useFormikContext<Record<string, unknown>>()
  const applied = useRef(false)
  useEffect(() => {
    if (value === undefined || value === '' || applied.current) return
    applied.current = true
    const { touched, errors } = formik
    const { values, initialValues } = arrivedSoFar.get(formik) ?? formik
    if (values[name] !== initialValues[name]) return
    const next = {
      values: { ...values, [name]: value },
      initialValues: { ...initialValues, [name]: value },
    }
    arrivedSoFar.set(formik, next)
    formik.resetForm({ values: next.initialValues, touched, errors })
    void formik.setValues(next.values, false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the default arrives
  }, [value])
}
