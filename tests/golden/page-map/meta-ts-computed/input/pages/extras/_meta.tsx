const Soon = () => <span>Soon</span>

export default {
  beta: { title: <>Beta <i>API</i></> },
  later: { title: <Soon /> }
}
