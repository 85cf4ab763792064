import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'

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
    const { values, initialValues, touched, errors } = formik
    if (values[name] !== initialValues[name]) return
    formik.resetForm({ values: { ...initialValues, [name]: value }, touched, errors })
    void formik.setValues({ ...values, [name]: value }, false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the default arrives
  }, [value])
}
