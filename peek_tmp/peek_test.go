package peek
import ("testing";"fmt";"os";"croupier/scenarios")
func TestPeek(t *testing.T){
 data,_:=os.ReadFile(os.Getenv("F"))
 sc,d:=scenarios.Load("x.yaml",data); if sc==nil {t.Fatal(d)}
 r,err:=scenarios.NewReplay(sc); if err!=nil{t.Fatal(err)}
 for !r.Done(){ st,ok:=r.Next(); if !ok {t.Fatal(r.Err())}
  if rd:=r.Round(); rd!=nil { fmt.Println(st.Index+1, st.Kind, "table", rd.Table(), "hands", rd.Hand(0), rd.Hand(1)) } }
}
